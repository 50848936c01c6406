import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to demo mode on 127.0.0.1:3000 with embedded PGlite under the repository', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ mode: 'demo', host: '127.0.0.1', port: 3000, databaseUrl: null });
    expect(config.dataDir).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(config.secureCookies).toBe(false);
    expect(config.partnerOrigins).toEqual([]);
    expect(config.testOnlyScryptLogN).toBeUndefined();
    expect(config.quoteValidityMinutes).toBe(15);
    expect(config.routerUrl).toBeNull();
    expect(config).toMatchObject({ simulatorEnabled: true, simulatorSpeed: 10, smtpUrl: null });
    expect(config.mailFrom).toBe('Box <nao-responda@box.example>');
  });

  it('runs the simulator in demo mode only unless BOX_SIMULATOR says otherwise', () => {
    expect(readConfig({ BOX_MODE: 'production' }).simulatorEnabled).toBe(false);
    expect(readConfig({ BOX_MODE: 'production', BOX_SIMULATOR: 'on' }).simulatorEnabled).toBe(true);
    expect(readConfig({ BOX_SIMULATOR: 'off' }).simulatorEnabled).toBe(false);
  });

  it('reads the simulator speed and the mail settings', () => {
    const config = readConfig({
      BOX_SIMULATOR_SPEED: '600',
      BOX_SMTP_URL: 'smtp://usuario:senha@mail.example:587',
      BOX_MAIL_FROM: 'Portal <portal@loja.example>',
    });
    expect(config).toMatchObject({
      simulatorSpeed: 600,
      smtpUrl: 'smtp://usuario:senha@mail.example:587',
      mailFrom: 'Portal <portal@loja.example>',
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      BOX_MODE: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/box',
      DATABASE_URL: 'postgres://box@db/box',
      BOX_SECURE_COOKIES: '1',
      BOX_PARTNER_ORIGINS: 'https://loja.example, https://outra.example/caminho',
      BOX_PUBLIC_ORIGIN: 'https://portal.example/',
      BOX_TRUST_PROXY: 'true',
      BOX_QUOTE_VALIDITY_MINUTES: '30',
      BOX_ROUTER_URL: 'http://osrm.example:5000/',
    });
    expect(config).toMatchObject({
      mode: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/box',
      databaseUrl: 'postgres://box@db/box',
      secureCookies: true,
      partnerOrigins: ['https://loja.example', 'https://outra.example'],
      publicOrigin: 'https://portal.example',
      trustProxy: true,
      quoteValidityMinutes: 30,
      routerUrl: 'http://osrm.example:5000',
    });
  });

  it.each([
    [{ BOX_MODE: 'prod' }, /BOX_MODE/],
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ BOX_PARTNER_ORIGINS: 'loja.example' }, /BOX_PARTNER_ORIGINS/],
    [{ BOX_CROSS_SITE_SESSIONS: '1' }, /BOX_SECURE_COOKIES/],
    [{ BOX_QUOTE_VALIDITY_MINUTES: '0' }, /BOX_QUOTE_VALIDITY_MINUTES/],
    [{ BOX_QUOTE_VALIDITY_MINUTES: '7.5' }, /BOX_QUOTE_VALIDITY_MINUTES/],
    [{ BOX_QUOTE_VALIDITY_MINUTES: 'quinze' }, /BOX_QUOTE_VALIDITY_MINUTES/],
    [{ BOX_ROUTER_URL: 'osrm:5000' }, /BOX_ROUTER_URL/],
    [{ BOX_ROUTER_URL: 'ftp://osrm.example' }, /BOX_ROUTER_URL/],
    [{ BOX_SIMULATOR: 'talvez' }, /BOX_SIMULATOR/],
    [{ BOX_SIMULATOR_SPEED: '0' }, /BOX_SIMULATOR_SPEED/],
    [{ BOX_SIMULATOR_SPEED: 'rápido' }, /BOX_SIMULATOR_SPEED/],
    [{ BOX_SMTP_URL: 'http://mail.example' }, /BOX_SMTP_URL/],
    [{ BOX_SMTP_URL: 'mail.example:25' }, /BOX_SMTP_URL/],
    [{ BOX_MAIL_FROM: 'ninguém' }, /BOX_MAIL_FROM/],
    [{ BOX_MAP_STYLE_URL: 'tiles/style.json' }, /BOX_MAP_STYLE_URL/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it.each(['http://usuario:segredo@mail.example', 'usuario:segredo@mail example'])(
    'never prints the SMTP password of a refused BOX_SMTP_URL (%s)',
    (raw) => {
      expect(() => readConfig({ BOX_SMTP_URL: raw })).toThrow(/BOX_SMTP_URL/);
      expect(() => readConfig({ BOX_SMTP_URL: raw })).not.toThrow(/segredo/);
    },
  );

  it('leaves WhatsApp off by default and reads the Cloud API settings', () => {
    expect(readConfig({}).whatsapp).toMatchObject({
      mode: 'off',
      apiBaseUrl: 'https://graph.facebook.com/v21.0',
      token: null,
    });
    expect(readConfig({ BOX_WHATSAPP_MODE: 'demo' }).whatsapp.mode).toBe('demo');
    expect(
      readConfig({
        BOX_WHATSAPP_MODE: 'cloud',
        BOX_WHATSAPP_TOKEN: 'EAA',
        BOX_WHATSAPP_PHONE_NUMBER_ID: '123',
        BOX_WHATSAPP_APP_SECRET: 'segredo',
        BOX_WHATSAPP_VERIFY_TOKEN: 'palavra',
        BOX_WHATSAPP_API_URL: 'http://127.0.0.1:9999/v21.0/',
      }).whatsapp,
    ).toEqual({
      mode: 'cloud',
      apiBaseUrl: 'http://127.0.0.1:9999/v21.0',
      token: 'EAA',
      phoneNumberId: '123',
      appSecret: 'segredo',
      verifyToken: 'palavra',
    });
  });

  it('refuses cloud mode without its credentials, naming what is missing', () => {
    const env = { BOX_WHATSAPP_MODE: 'cloud', BOX_WHATSAPP_TOKEN: 'EAA' };
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(
      /BOX_WHATSAPP_MODE=cloud precisa de BOX_WHATSAPP_PHONE_NUMBER_ID, BOX_WHATSAPP_APP_SECRET/,
    );
    expect(() => readConfig({ BOX_WHATSAPP_MODE: 'sim' })).toThrow(/BOX_WHATSAPP_MODE/);
    // The token is a secret: never echoed.
    expect(() => readConfig(env)).not.toThrow(/EAA/);
  });
});
