import { cva } from "class-variance-authority";
import {
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
  composeRenderProps,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

export const switchTrack = cva(
  [
    // layout
    "flex h-5 w-9 shrink-0 items-center rounded-full border px-0.5",
    // motion
    "transition-colors",
  ],
  {
    variants: {
      isSelected: { true: "border-brand bg-brand", false: "border-border-strong bg-sunken" },
      isDisabled: { true: "opacity-50", false: "" },
    },
  },
);

export const switchThumb = cva(["size-3.5 rounded-full transition-transform"], {
  variants: {
    isSelected: { true: "translate-x-4 bg-on-brand", false: "translate-x-0 bg-border-strong" },
  },
});

export interface SwitchProps extends AriaSwitchProps {}

/** An on/off switch (e.g. the charts' previous-period toggle). Space toggles it. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (extra) =>
        ["flex cursor-default items-center gap-2 text-fg text-sm", extra].filter(Boolean).join(" "),
      )}
    >
      {composeRenderProps(children, (content, state) => (
        <>
          <span className={`${switchTrack(state)} ${focusRing(state)}`} aria-hidden="true">
            <span className={switchThumb(state)} />
          </span>
          {content}
        </>
      ))}
    </AriaSwitch>
  );
}
