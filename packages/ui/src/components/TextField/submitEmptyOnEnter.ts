/**
 * A text field's onKeyDown for a form whose submit button is disabled while the field is empty
 * (001 §5: Enter in the name field submits): the disabled button stops the browser's own submit on
 * Enter, so an empty value calls `submit` here, which tells the user why instead of nothing happening.
 */
export function submitEmptyOnEnter(value: string, submit: () => void) {
  return (event: { key: string }) => {
    if (event.key === "Enter" && value.trim() === "") submit();
  };
}
