import {
  emptyRangeFilter,
  type FilterState,
  groupedRangeFilters,
  type OneHotFilterDefinition,
  oneHotFiltersFor,
  type RangeBounds,
  type RangeFilter as RangeFilterState,
  type SearchType,
} from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import { memo, type ReactNode, useId, useRef, useState, useSyncExternalStore } from "react";
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from "react-aria-components";
import { HydrateApart } from "../../hydrateApart";
import { ChevronDownIcon } from "../../icons";
import { focusRing } from "../../styles/focusRing";
import { Button } from "../Button";
import { CheckboxFilterGroup } from "../CheckboxFilterGroup";
import { RangeFilter } from "../RangeFilter";

export const filterSidebar = cva(
  [
    // layout
    "flex w-full flex-col gap-3 lg:w-80",
  ],
  {
    variants: {
      // Small screens hide the filters until Show Filters; large screens always show them.
      isOpen: { true: ["flex"], false: ["max-lg:hidden"] },
    },
  },
);

// Tailwind's lg breakpoint: from there on the sidebar is always shown.
const WIDE_QUERY = "(min-width: 64rem)";
const isWide = () => window.matchMedia?.(WIDE_QUERY).matches ?? true;
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia?.(WIDE_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
};
const onServer = () => true;

/**
 * Whether the filters are rendered: from the first time the sidebar is shown (a wide screen, or Show
 * Filters on a small one) on. A phone's first render of the page thus skips the filters' few dozen
 * inputs, hidden there until asked for. The server renders them (it cannot tell the width), and a
 * page hydrated from it keeps them.
 */
function useFiltersRendered(isOpen: boolean): boolean {
  const rendered = useRef(false);
  const wide = useSyncExternalStore(subscribeWide, () => rendered.current || isWide(), onServer);
  rendered.current ||= isOpen || wide;
  return rendered.current;
}

export interface FilterSidebarProps {
  /** The domain filter model; its searchType picks the catalogue (Explore Products or Explore Shops). */
  state: FilterState;
  onRangeBoundChange: (key: string, bound: keyof RangeBounds, text: string) => void;
  onRangeEnabledChange: (key: string, enabled: boolean) => void;
  /** The refresh button of an edited, enabled range filter. */
  onRangeReapply: (key: string) => void;
  /** One checkbox option was ticked or unticked (the domain's toggleOneHot). */
  onOneHotToggle: (key: string, option: string) => void;
  onClearAll: () => void;
  /** Extra controls above the groups: the filter presets menu and the Save Filter Set button. */
  actions?: ReactNode;
}

/**
 * The Explore filter sidebar: range filters in collapsible groups (the domain catalogue), the country,
 * locale and exclude-country checkboxes, and Clear All. On small screens it is toggled by Show Filters /
 * Hide Filters.
 */
export function FilterSidebar({
  state,
  onRangeBoundChange,
  onRangeEnabledChange,
  onRangeReapply,
  onOneHotToggle,
  onClearAll,
  actions,
}: FilterSidebarProps) {
  const { searchType } = state;
  const [isOpen, setOpen] = useState(false);
  const filtersRendered = useFiltersRendered(isOpen);
  const panelId = useId();

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="lg:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPress={() => setOpen((open) => !open)}
      >
        {isOpen ? "Hide Filters" : "Show Filters"}
      </Button>
      <aside
        id={panelId}
        aria-label="Filters"
        className={filterSidebar({ isOpen })}
        data-search-type={searchType}
        data-open={isOpen || undefined}
      >
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <Button variant="ghost" size="sm" onPress={onClearAll}>
            Clear All
          </Button>
        </div>
        {filtersRendered && (
          <SidebarFilters
            state={state}
            onRangeBoundChange={onRangeBoundChange}
            onRangeEnabledChange={onRangeEnabledChange}
            onRangeReapply={onRangeReapply}
            onOneHotToggle={onOneHotToggle}
          />
        )}
      </aside>
    </div>
  );
}

type SidebarFiltersProps = Pick<
  FilterSidebarProps,
  "state" | "onRangeBoundChange" | "onRangeEnabledChange" | "onRangeReapply" | "onOneHotToggle"
>;

/**
 * The range filters in their collapsible groups, then the checkbox filters: each a part hydrated
 * apart (their few dozen fields committed at once were the longest task of a phone's Explore load).
 * Each part, and each filter in it, is memoised: a change renders only the filter it touched (the
 * domain keeps every other filter's state as it was), not the sidebar's dozens of fields, which
 * at 4x CPU made a ticked checkbox wait about 50 ms for its paint.
 */
function SidebarFilters({
  state,
  onRangeBoundChange,
  onRangeEnabledChange,
  onRangeReapply,
  onOneHotToggle,
}: SidebarFiltersProps) {
  const { searchType } = state;
  return (
    <>
      <HydrateApart>
        <RangeFilterGroups
          searchType={searchType}
          ranges={state.ranges}
          onRangeBoundChange={onRangeBoundChange}
          onRangeEnabledChange={onRangeEnabledChange}
          onRangeReapply={onRangeReapply}
        />
      </HydrateApart>
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-raised p-3">
        {oneHotFiltersFor(searchType).map((filter) => (
          <HydrateApart key={filter.key}>
            <OneHotGroup
              filter={filter}
              ticked={state.oneHot[filter.key]}
              onOneHotToggle={onOneHotToggle}
            />
          </HydrateApart>
        ))}
      </div>
    </>
  );
}

type RangeHandlers = Pick<
  FilterSidebarProps,
  "onRangeBoundChange" | "onRangeEnabledChange" | "onRangeReapply"
>;

const RangeFilterGroups = memo(function RangeFilterGroups({
  searchType,
  ranges,
  ...handlers
}: RangeHandlers & { searchType: SearchType; ranges: FilterState["ranges"] }) {
  const groups = groupedRangeFilters(searchType);
  const firstGroup = groups[0]?.group;
  return (
    <DisclosureGroup
      allowsMultipleExpanded
      defaultExpandedKeys={firstGroup ? [firstGroup] : []}
      className="flex flex-col gap-2"
    >
      {groups.map(({ group, filters }) => (
        <Disclosure key={group} id={group} className="rounded-lg border border-border bg-raised">
          {({ isExpanded }) => (
            <>
              <Heading level={3} className="m-0">
                <AriaButton
                  slot="trigger"
                  className={({ isFocusVisible }) =>
                    `flex w-full items-center justify-between px-3 py-2 font-semibold text-fg text-sm ${focusRing({ isFocusVisible })}`
                  }
                >
                  {group}
                  <ChevronDownIcon className={isExpanded ? "rotate-180" : undefined} />
                </AriaButton>
              </Heading>
              {/* Padded only when open: a collapsed panel is hidden="until-found" in the browser,
                which keeps its box (and its padding), and display:none in a server render. */}
              <DisclosurePanel className={isExpanded ? "flex flex-col gap-2 px-3 pb-3" : ""}>
                {/* Collapsed groups render nothing: their inputs must not stay focusable while hidden. */}
                {isExpanded &&
                  filters.map(({ key, label, type }) => (
                    <RangeFilterItem
                      key={key}
                      filterKey={key}
                      label={label}
                      type={type}
                      filter={ranges[key]}
                      {...handlers}
                    />
                  ))}
              </DisclosurePanel>
            </>
          )}
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
});

const RangeFilterItem = memo(function RangeFilterItem({
  filterKey,
  label,
  type,
  filter,
  onRangeBoundChange,
  onRangeEnabledChange,
  onRangeReapply,
}: RangeHandlers & {
  filterKey: string;
  label: string;
  type: RangeFilterState["type"];
  /** Absent until the filter is first edited. */
  filter: RangeFilterState | undefined;
}) {
  return (
    <RangeFilter
      label={label}
      filter={filter ?? emptyRangeFilter(filterKey, type)}
      onBoundChange={(bound, text) => onRangeBoundChange(filterKey, bound, text)}
      onEnabledChange={(enabled) => onRangeEnabledChange(filterKey, enabled)}
      onReapply={() => onRangeReapply(filterKey)}
    />
  );
});

const OneHotGroup = memo(function OneHotGroup({
  filter,
  ticked = NONE_TICKED,
  onOneHotToggle,
}: Pick<FilterSidebarProps, "onOneHotToggle"> & {
  filter: OneHotFilterDefinition;
  ticked: readonly string[] | undefined;
}) {
  return (
    <CheckboxFilterGroup
      label={filter.label}
      options={filter.options}
      value={ticked}
      // The group reports the whole new selection; the domain toggles one option at a time.
      onChange={(next) => {
        const changed = filter.options.find((o) => next.includes(o.key) !== ticked.includes(o.key));
        if (changed) onOneHotToggle(filter.key, changed.key);
      }}
      columns={filter.options.length > 5 ? 2 : 1}
    />
  );
});

const NONE_TICKED: readonly string[] = [];
