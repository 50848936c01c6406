/**
 * Why an uploaded file could not become a fiscal document. The route turns each kind into the status and
 * body that core's `fiscalUploadError` maps (see `http-outcomes.ts`).
 */
export type FiscalXmlProblem =
  /** Over the per-file limit: 413. */
  | 'too_large'
  /** Not text, or text that does not start like XML: InvalidFileTypeToUpload. */
  | 'not_xml'
  /** XML that we refuse or cannot read (DOCTYPE, malformed, truncated, not an NF-e/CT-e 4.00, bad key): XmlProcessingError. */
  | 'unreadable';

export class FiscalXmlError extends Error {
  override name = 'FiscalXmlError';
  constructor(
    readonly problem: FiscalXmlProblem,
    /** pt-BR, for the body's `reasons`: what exactly is wrong with the file. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

export const unreadable = (reason: string) => new FiscalXmlError('unreadable', reason);
