import { forwardRef, useEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useTheme } from '@mui/material/styles';

interface Props {
  checked?: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  name?: string;
  tabIndex?: number;
  className?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>, checked: boolean) => void;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  slotProps?: { input?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> } };
}

const assign = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
};

/**
 * The DataGrid's checkbox (row selection, "select all", the columns panel): the browser's own, in the
 * theme's colour. Selectable lists render it on their first paint, and MUI's Checkbox with its ripple
 * would add 2.4 KiB gzip to every list route; keyboard, focus and labels are the native input's.
 */
const NativeCheckbox = forwardRef<HTMLSpanElement, Props>(function NativeCheckbox(props, ref) {
  const {
    checked,
    indeterminate = false,
    disabled,
    name,
    tabIndex,
    className,
    onChange,
    inputProps,
    slotProps,
  } = props;
  const { ref: inputRef, ...input } = { ...inputProps, ...slotProps?.input };
  const theme = useTheme();
  const element = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (element.current) element.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span ref={ref} className={className} style={{ display: 'inline-flex', padding: 4 }}>
      <input
        {...input}
        ref={(node) => {
          element.current = node;
          assign(inputRef, node);
        }}
        type="checkbox"
        checked={checked ?? false}
        disabled={disabled}
        name={name ?? input.name}
        tabIndex={tabIndex ?? input.tabIndex}
        onChange={(event) => onChange?.(event, event.target.checked)}
        style={{ width: 18, height: 18, margin: 0, accentColor: theme.palette.primary.main, cursor: 'pointer' }}
      />
    </span>
  );
});

export default NativeCheckbox;
