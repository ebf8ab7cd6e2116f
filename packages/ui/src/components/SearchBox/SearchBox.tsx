import { useState } from "react";
import { Input, Label, SearchField } from "react-aria-components";
import { focusRing } from "../../styles/focusRing";
import { Button } from "../Button";

export interface SearchBoxProps {
  /** Called with the text when Enter is pressed or the Search button is used. */
  onSearch: (text: string) => void;
  defaultValue?: string;
  label?: string;
  placeholder?: string;
}

/** The Explore text search: Enter or the Search button submits. */
export function SearchBox({
  onSearch,
  defaultValue = "",
  label = "Search",
  placeholder = "Search",
}: SearchBoxProps) {
  const [text, setText] = useState(defaultValue);
  return (
    <form
      role="search"
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchField value={text} onChange={setText} className="flex min-w-0 flex-1 flex-col gap-1">
        <Label className="sr-only">{label}</Label>
        <Input
          placeholder={placeholder}
          className={({ isFocusVisible }) =>
            [
              "w-full rounded-md border border-border-strong bg-raised px-3 py-2 text-fg text-sm placeholder:text-muted",
              // the native clear button would duplicate Escape, which already clears
              "[&::-webkit-search-cancel-button]:hidden",
              focusRing({ isFocusVisible }),
            ].join(" ")
          }
        />
      </SearchField>
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}
