import { useState } from 'react';
import { useApi } from '../api/ApiProvider';
import { Button } from '../components/button/Button';
import { reply } from './fakeFetch';
import { userFixture } from './fixtures';
import { renderWidget } from './renderWidget';

function Greeter() {
  const api = useApi();
  const [text, setText] = useState('');
  return (
    <>
      <Button
        onClick={() =>
          api.me().then(
            (me) => setText(`Olá, ${me.person.name}`),
            () => setText('falhou'),
          )
        }
      >
        Carregar
      </Button>
      <p>{text}</p>
    </>
  );
}

describe('renderWidget', () => {
  it('renders with the mocked API and returns the call log and a user session', async () => {
    const { user, findByText, getByRole, calls } = renderWidget(<Greeter />, {
      api: { 'GET /me': () => userFixture('Caio') },
    });
    await user.click(getByRole('button', { name: 'Carregar' }));
    expect(await findByText('Olá, Caio')).toBeTruthy();
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/me', status: 200 })]);
  });

  it('passes statuses through', async () => {
    const { user, findByText, getByRole } = renderWidget(<Greeter />, {
      api: { 'GET /me': reply({ status: 503, body: { code: 'down', message: 'fora' } }) },
    });
    await user.click(getByRole('button', { name: 'Carregar' }));
    expect(await findByText('falhou')).toBeTruthy();
  });
});
