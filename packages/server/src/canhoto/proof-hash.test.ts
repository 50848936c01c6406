import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CTE_KEY, NFE_KEY, PROOF_IMAGE } from './event-fixtures';
import { proofHash } from './proof-hash';

// The hash computed by another code path: the shell writes key + base64(image) to a file and openssl hashes it.
const dir = mkdtempSync(join(tmpdir(), 'proof-hash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function opensslHash(key: string, image: Uint8Array): string {
  const imageFile = join(dir, 'image.bin');
  writeFileSync(imageFile, image);
  const script = `printf '%s' "$1" > "$2/input" && base64 -w0 "$3" >> "$2/input" && openssl dgst -sha1 -binary "$2/input" | base64`;
  return execFileSync('sh', ['-c', script, 'sh', key, dir, imageFile], { encoding: 'utf8' }).trim();
}

describe('proofHash', () => {
  it('is SHA-1 in Base64 of the key followed by the Base64 of the image, as openssl computes it', () => {
    expect(proofHash(NFE_KEY, PROOF_IMAGE)).toBe(opensslHash(NFE_KEY, PROOF_IMAGE));
    expect(proofHash(CTE_KEY, PROOF_IMAGE)).toBe(opensslHash(CTE_KEY, PROOF_IMAGE));
  });

  it('fits the layouts: 28 Base64 characters, 20 bytes', () => {
    const hash = proofHash(NFE_KEY, PROOF_IMAGE);
    expect(hash).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(Buffer.from(hash, 'base64')).toHaveLength(20);
  });

  it('hashes only the bytes of a view into a larger buffer', () => {
    const larger = new Uint8Array(PROOF_IMAGE.length + 10);
    larger.set(PROOF_IMAGE, 5);
    expect(proofHash(NFE_KEY, larger.subarray(5, 5 + PROOF_IMAGE.length))).toBe(
      proofHash(NFE_KEY, PROOF_IMAGE),
    );
  });

  it('changes with the key and with the image', () => {
    const other = Uint8Array.from(PROOF_IMAGE, (byte, i) => (i === 40 ? byte ^ 1 : byte));
    expect(proofHash(NFE_KEY, PROOF_IMAGE)).not.toBe(proofHash(CTE_KEY, PROOF_IMAGE));
    expect(proofHash(NFE_KEY, other)).not.toBe(proofHash(NFE_KEY, PROOF_IMAGE));
    expect(proofHash(NFE_KEY, other)).toBe(opensslHash(NFE_KEY, other));
  });
});
