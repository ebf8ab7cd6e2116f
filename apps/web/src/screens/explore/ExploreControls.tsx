import type { FilterSet } from "@hotshelf/api/contract";
import {
  type ExcludedShop,
  type FilterState,
  type RangeBounds,
  type SearchType,
  sortOptionsFor,
} from "@hotshelf/domain";
import { FilterSidebar } from "@hotshelf/ui/FilterSidebar";
import { LayoutToggle, type ResultsLayout } from "@hotshelf/ui/LayoutToggle";
import { SearchBox } from "@hotshelf/ui/SearchBox";
import { SortSelect } from "@hotshelf/ui/SortSelect";
import { memo } from "react";
import { ExportControl } from "../ExportControl";
import { ExcludedShops } from "./ExcludedShops";
import { FilterPresets } from "./FilterPresets";

/** What the sidebar's controls do; one stable object (useStableHandlers) for the screen's life. */
export interface SidebarHandlers {
  onRangeBoundChange: (key: string, bound: keyof RangeBounds, text: string) => void;
  onRangeEnabledChange: (key: string, enabled: boolean) => void;
  onRangeReapply: (key: string) => void;
  onOneHotToggle: (key: string, option: string) => void;
  onClearAll: () => void;
  onLoadFilterSet: (set: FilterSet) => void;
  onIncludeShop: (shopId: number) => void;
}

/**
 * Explore's filter sidebar. Memoised: the results' store changes (a page loading, a page appended)
 * leave the filters as they were, so its many fields and checkboxes do not render again with them.
 */
export const ExploreSidebar = memo(function ExploreSidebar({
  searchType,
  filters,
  handlers,
}: {
  searchType: SearchType;
  filters: FilterState;
  handlers: SidebarHandlers;
}) {
  return (
    <FilterSidebar
      state={filters}
      onRangeBoundChange={handlers.onRangeBoundChange}
      onRangeEnabledChange={handlers.onRangeEnabledChange}
      onRangeReapply={handlers.onRangeReapply}
      onOneHotToggle={handlers.onOneHotToggle}
      onClearAll={handlers.onClearAll}
      actions={
        <>
          <FilterPresets
            searchType={searchType}
            filters={filters}
            onLoad={handlers.onLoadFilterSet}
          />
          <ExcludedShops
            shops={filters.excludedShops as readonly ExcludedShop[]}
            onInclude={handlers.onIncludeShop}
          />
        </>
      }
    />
  );
});

/** What the toolbar's controls do; one stable object for the screen's life. */
export interface ToolbarHandlers {
  onSearch: (text: string) => void;
  onSortChange: (key: string) => void;
  onLayoutChange: (layout: ResultsLayout) => void;
  /** The export's search, read when an export starts. */
  exportSource: () => ReturnType<NonNullable<Parameters<typeof ExportControl>[0]["source"]>>;
}

/** Search box, sort, grid or list and export above the results; memoised as the sidebar is. */
export const ExploreToolbar = memo(function ExploreToolbar({
  searchType,
  searchString,
  sortBy,
  layout,
  handlers,
}: {
  searchType: SearchType;
  searchString: string;
  sortBy: string;
  layout: ResultsLayout;
  handlers: ToolbarHandlers;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-60 flex-1">
        <SearchBox
          // Remounted when the URL brings another text (Back), so the box shows it.
          key={searchString}
          defaultValue={searchString}
          onSearch={handlers.onSearch}
        />
      </div>
      <SortSelect
        options={sortOptionsFor(searchType)}
        selectedKey={sortBy}
        onSortChange={handlers.onSortChange}
      />
      <LayoutToggle layout={layout} onLayoutChange={handlers.onLayoutChange} />
      <ExportControl subject={searchType} source={handlers.exportSource} />
    </div>
  );
});
