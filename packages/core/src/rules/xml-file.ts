import { fail, ok, type Result } from './result';

/**
 * SPEC §5 fiscal XML upload: only XML files ('text/xml'; 'application/xml' is the other registered XML type,
 * RFC 7303, and some systems report it), and not one already in the list (same name and size).
 */
export const XML_MIME_TYPES: readonly string[] = ['text/xml', 'application/xml'];

export function checkXmlFile(
  file: { name: string; type: string; size: number },
  listed: readonly { name: string; size: number }[] = [],
): Result<true, 'InvalidFileTypeToUpload' | 'UploadedFileDuplicated'> {
  if (!XML_MIME_TYPES.includes(file.type)) return fail('InvalidFileTypeToUpload', 'Não é um arquivo xml.');
  if (listed.some((f) => f.name === file.name && f.size === file.size)) {
    return fail('UploadedFileDuplicated', 'Arquivo já está na lista');
  }
  return ok(true);
}
