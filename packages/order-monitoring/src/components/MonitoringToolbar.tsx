import { Button, CountBadge, FilterIcon, SearchInput } from '@box/ui';
import { MESSAGES } from '../messages';

export interface MonitoringToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  withExternalId: boolean;
  activeFilters: number;
  onOpenFilters: () => void;
}

export function MonitoringToolbar({
  search,
  onSearch,
  withExternalId,
  activeFilters,
  onOpenFilters,
}: MonitoringToolbarProps) {
  return (
    <div className="box-monitoring__toolbar" part="header">
      <SearchInput
        className="box-monitoring__search"
        value={search}
        onChange={onSearch}
        label={MESSAGES.searchLabel}
        placeholder={MESSAGES.searchPlaceholder(withExternalId)}
      />
      <Button variant="secondary" icon={<FilterIcon />} onClick={onOpenFilters} aria-haspopup="dialog">
        {MESSAGES.filtersButton}
        <CountBadge count={activeFilters} label={MESSAGES.filtersActive} />
      </Button>
    </div>
  );
}
