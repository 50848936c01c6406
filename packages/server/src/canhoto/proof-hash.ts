import { createHash } from 'node:crypto';

/**
 * The proof's hash the delivery events carry (NF-e hashComprovante, CT-e hashEntrega / hashTentativaEntrega):
 * "Hash (SHA1) no formato Base64 resultante da concatenação: Chave de acesso do [documento] + Base64 da imagem
 * capturada da entrega (Exemplo: imagem capturada da assinatura eletrônica, digital do recebedor, foto, etc)"
 * (NF-e NT 2021.001, field P35 of 110130, and the annotation of e110130_v1.00.xsd; CT-e NT 2019.001, evCECTe's
 * hashEntrega, repeated by evIECTe_v4.00.xsd for 110190). So the text hashed is the 44 digits of the key followed by
 * the standard Base64 (with padding) of the image's bytes, both ASCII; the 20-byte SHA-1 is written in Base64
 * (28 characters, which the XSDs type as base64Binary of length 20). The note adds that SEFAZ does not check it:
 * it lets whoever holds the image prove that it is the one the event names.
 */
export function proofHash(accessKey: string, image: Uint8Array): string {
  return createHash('sha1')
    .update(accessKey, 'ascii')
    .update(Buffer.from(image.buffer, image.byteOffset, image.byteLength).toString('base64'), 'ascii')
    .digest('base64');
}
