import {
  canEnableRange,
  isRangeValid,
  type RangeBounds,
  type RangeFilter as RangeFilterState,
  rangeNeedsRefresh,
} from "@hotshelf/domain";
import { cva } from "class-variance-authority";
import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  Switch,
  TextField,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

export const rangeFilter = cva(
  [
    // layout
    "flex flex-col gap-2 rounded-md border p-3",
    // colour
    "bg-raised text-fg",
  ],
  {
    variants: {
      isInvalid: { true: ["border-danger"], false: ["border-border"] },
    },
    defaultVariants: { isInvalid: false },
  },
);

const boundInput = [
  // layout
  "w-full min-w-0 rounded-md border px-2 py-1 text-sm",
  // colour
  "bg-surface text-fg placeholder:text-muted",
  // invalid bounds get the red border the spec asks for
  "border-border-strong data-[invalid]:border-danger aria-[invalid=true]:border-danger",
].join(" ");

export interface RangeFilterProps {
  /** The filter's label from the domain catalogue, e.g. 'Price'. */
  label: string;
  /** The filter's state from the domain filter model (typed bounds, enabled, applied bounds). */
  filter: RangeFilterState;
  /** A bound was edited; `text` is what was typed (empty means unset). */
  onBoundChange: (bound: keyof RangeBounds, text: string) => void;
  onEnabledChange: (enabled: boolean) => void;
  /** Reapply an enabled filter after its bounds were edited (the refresh button). */
  onReapply: () => void;
}

/**
 * One range filter (numeric or date). Invalid bounds mark it `data-invalid` and it cannot be enabled;
 * editing an enabled filter shows a refresh button that reapplies it.
 */
export function RangeFilter({
  label,
  filter,
  onBoundChange,
  onEnabledChange,
  onReapply,
}: RangeFilterProps) {
  const isInvalid = !isRangeValid(filter.type, filter);
  const canEnable = canEnableRange(filter);
  const needsRefresh = rangeNeedsRefresh(filter);
  const [lowLabel, highLabel] = filter.type === "date" ? ["After", "Before"] : ["Min", "Max"];

  const bound = (which: keyof RangeBounds, name: string) => (
    <TextField
      aria-label={`${label} ${name}`}
      value={filter[which]}
      onChange={(text) => onBoundChange(which, text)}
      isInvalid={isInvalid}
      className="min-w-0 flex-1"
    >
      <Input
        type={filter.type === "date" ? "date" : "text"}
        inputMode={filter.type === "date" ? undefined : "decimal"}
        placeholder={name}
        className={boundInput}
      />
    </TextField>
  );

  return (
    <Group
      aria-label={label}
      className={rangeFilter({ isInvalid })}
      isInvalid={isInvalid}
      data-enabled={filter.isEnabled || undefined}
      data-needs-refresh={needsRefresh || undefined}
      data-type={filter.type}
    >
      <div className="flex items-center justify-between gap-2">
        <Label className="text-sm font-medium">{label}</Label>
        <Switch
          // An enabled filter can always be switched off, even after its bounds became invalid.
          isSelected={filter.isEnabled}
          isDisabled={!canEnable && !filter.isEnabled}
          onChange={onEnabledChange}
          className={({ isDisabled }) =>
            ["group flex items-center gap-2 text-sm", isDisabled ? "opacity-50" : ""].join(" ")
          }
        >
          {({ isSelected, isFocusVisible }) => (
            <>
              <span
                className={[
                  "flex h-5 w-9 items-center rounded-full border border-border-strong px-0.5",
                  isSelected ? "justify-end bg-brand" : "justify-start bg-sunken",
                  focusRing({ isFocusVisible }),
                ].join(" ")}
              >
                <span className="size-3.5 rounded-full bg-raised" />
              </span>
              <span className="sr-only">Enable {label} filter</span>
            </>
          )}
        </Switch>
      </div>
      <div className="flex items-center gap-2">
        {bound("gte", lowLabel)}
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        {bound("lte", highLabel)}
        {needsRefresh && (
          <AriaButton
            aria-label={`Refresh ${label} filter`}
            isDisabled={!canEnable}
            onPress={onReapply}
            className={({ isFocusVisible }) =>
              [
                "rounded-md border border-border-strong bg-raised p-1 text-fg",
                focusRing({ isFocusVisible }),
              ].join(" ")
            }
          >
            <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true" focusable="false">
              <path
                d="M13 8a5 5 0 1 1-1.5-3.5M13 2.5v3h-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
          </AriaButton>
        )}
      </div>
    </Group>
  );
}
