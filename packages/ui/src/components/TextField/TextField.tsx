import { cva } from "class-variance-authority";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  type ValidationResult,
} from "react-aria-components";
import { focusRing } from "../../styles/focusRing";

export const input = cva(
  [
    // layout
    "w-full rounded-md border px-3 py-2 text-sm",
    // colour
    "bg-raised text-fg placeholder:text-muted",
  ],
  {
    variants: {
      isInvalid: { true: "border-danger", false: "border-border-strong" },
      isDisabled: { true: "opacity-50", false: "" },
    },
  },
);

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** A multi-line text area (message fields). */
  multiline?: boolean;
}

/** A labelled text input with an optional hint and an error shown when invalid. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  className,
  ...props
}: TextFieldProps) {
  const Control = multiline ? TextArea : Input;
  return (
    <AriaTextField {...props} className={`flex flex-col gap-1 ${className ?? ""}`}>
      <Label className="font-medium text-fg text-sm">{label}</Label>
      <Control
        placeholder={placeholder}
        rows={multiline ? 5 : undefined}
        className={(state) => `${input(state)} ${focusRing({ isFocusVisible: state.isFocused })}`}
      />
      {description && (
        <Text slot="description" className="text-muted text-xs">
          {description}
        </Text>
      )}
      <FieldError className="text-danger text-xs">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
