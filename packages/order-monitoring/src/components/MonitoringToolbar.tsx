import { Button, CountBadge, FilterIcon, SearchInput } from '@box/ui';
import { memo } from 'react';
import { MESSAGES } from '../messages';

export interface MonitoringToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  withExternalId: boolean;
  activeFilters: number;
  onOpenFilters: () => void;
}

/** Memoised: a new list (a live event) or a tab change renders the screen, not the search field. */
export const MonitoringToolbar = memo(function MonitoringToolbar({
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
});
