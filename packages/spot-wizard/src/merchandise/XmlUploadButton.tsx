import { Alert, Button } from '@box/ui';
import { useRef } from 'react';
import { UploadIcon } from './icons';
import type { UploadProblem } from './merchandiseSlice';
import { merchandiseErrorText } from './rowRules';

export const XML_UPLOAD_TEXTS = {
  button: 'Enviar XML',
  problems: 'Alguns arquivos não foram adicionados',
} as const;

export interface XmlUploadButtonProps {
  onFiles: (files: File[]) => void;
  uploading: boolean;
  disabled?: boolean;
}

/** Picks NF-e/CT-e XML files; each becomes a row once the server read it (SPEC §2 XML upload button). */
export function XmlUploadButton({ onFiles, uploading, disabled = false }: XmlUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="secondary"
        icon={<UploadIcon />}
        loading={uploading}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {XML_UPLOAD_TEXTS.button}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xml,text/xml,application/xml"
        multiple
        className="box-sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="xml-upload-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

/** The files the upload refused, each with its §8 message. */
export function UploadProblems({
  problems,
  onClose,
}: {
  problems: readonly UploadProblem[];
  onClose: () => void;
}) {
  if (problems.length === 0) return null;
  return (
    <Alert tone="danger" title={XML_UPLOAD_TEXTS.problems} onClose={onClose}>
      <ul className="box-step1__problems">
        {problems.map((problem) => (
          <li key={`${problem.fileName}:${problem.error}`}>
            <strong>{problem.fileName}</strong>: {merchandiseErrorText(problem.error)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
