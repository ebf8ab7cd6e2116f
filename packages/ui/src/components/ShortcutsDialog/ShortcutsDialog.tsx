import { Button } from "../Button/Button";
import { Modal } from "../Dialog/Dialog";

export interface ShortcutRow {
  /** The key as shown, e.g. '/' or 'Enter'. */
  label: string;
  description: string;
}

export interface ShortcutsDialogProps {
  /** The shortcuts in the order listed. */
  shortcuts: readonly ShortcutRow[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The `?` dialog: every keyboard shortcut with what it does, in a table with headers. */
export function ShortcutsDialog({ shortcuts, isOpen, onOpenChange }: ShortcutsDialogProps) {
  return (
    <Modal title="Keyboard Shortcuts" size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <div className="flex flex-col gap-4">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-left text-muted">
              Shortcuts work when you are not typing in a field.
            </caption>
            <thead>
              <tr className="border-border border-b text-left text-muted text-xs">
                <th scope="col" className="py-2 pe-4 font-medium">
                  Key
                </th>
                <th scope="col" className="py-2 font-medium">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {shortcuts.map((shortcut) => (
                <tr key={shortcut.label} className="border-border border-b last:border-b-0">
                  <th scope="row" className="py-2 pe-4 text-left font-normal">
                    <kbd className="inline-block min-w-8 rounded border border-border bg-surface px-2 py-0.5 text-center font-mono text-xs">
                      {shortcut.label}
                    </kbd>
                  </th>
                  <td className="py-2">{shortcut.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex justify-end">
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
