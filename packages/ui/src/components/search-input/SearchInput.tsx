import { useId } from 'react';
import { CloseIcon, SearchIcon } from '../icons';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's label (visually hidden: the icon and placeholder show what it is). */
  label: string;
  placeholder?: string;
  clearLabel?: string;
  className?: string;
}

/** A search field with a clear button; Esc also clears it. */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  clearLabel = 'Limpar busca',
  className,
}: SearchInputProps) {
  const id = useId();
  return (
    <div className={className ? `box-search ${className}` : 'box-search'}>
      <label htmlFor={id} className="box-sr-only">
        {label}
      </label>
      <span className="box-search__icon">
        <SearchIcon />
      </span>
      <input
        id={id}
        type="search"
        className="box-search__input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value ? (
        <button
          type="button"
          className="box-search__clear"
          aria-label={clearLabel}
          onClick={() => onChange('')}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
