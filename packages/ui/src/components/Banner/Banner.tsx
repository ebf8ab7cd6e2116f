import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { ChatIcon, InfoIcon, WarningIcon } from "../../icons";

export const banner = cva(
  [
    // layout
    "flex items-start gap-3 rounded-lg border px-4 py-3 text-sm",
  ],
  {
    variants: {
      tone: {
        info: "border-info bg-info-subtle text-fg",
        warning: "border-warning bg-warning-subtle text-fg",
        danger: "border-danger bg-danger-subtle text-fg",
        beta: "border-brand bg-brand-subtle text-fg",
        community: "border-positive bg-positive-subtle text-fg",
      },
    },
    defaultVariants: { tone: "info" },
  },
);

const iconTone = cva(["mt-0.5 shrink-0 text-base"], {
  variants: {
    tone: {
      info: "text-info",
      warning: "text-warning",
      danger: "text-danger",
      beta: "text-brand",
      community: "text-positive",
    },
  },
});

export type BannerTone = "info" | "warning" | "danger" | "beta" | "community";

export interface BannerProps {
  tone?: BannerTone;
  /** Optional bold first line. */
  title?: string;
  children?: ReactNode;
  /** Actions (links, buttons) placed at the end. */
  actions?: ReactNode;
  className?: string;
}

const icons: Record<BannerTone, ReactNode> = {
  info: <InfoIcon />,
  warning: <WarningIcon />,
  danger: <WarningIcon />,
  beta: <InfoIcon />,
  community: <ChatIcon />,
};

/**
 * A message strip. Danger banners are announced (role alert) because they report a failure;
 * the others are a plain status region so they do not interrupt.
 */
export function Banner({ tone = "info", title, children, actions, className }: BannerProps) {
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      data-tone={tone}
      className={banner({ tone, className })}
    >
      <span className={iconTone({ tone })}>{icons[tone]}</span>
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}
