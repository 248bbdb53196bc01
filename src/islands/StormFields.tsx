/** The storm lab form's fields: a whole number within bounds, and a choice. */
import type { ReactNode } from 'react';

/** A whole number the form asks for, within the lab's bounds; an empty field reads as `fallback`. */
export function NumberField(props: {
  label: string;
  value: number;
  bounds?: { min: number; max: number };
  fallback: number;
  set: (value: number) => void;
}) {
  const { label, value, bounds, fallback, set } = props;
  return (
    <label>
      {label}
      <input
        type="number"
        min={bounds?.min ?? 0}
        max={bounds?.max}
        value={value}
        required
        onChange={(event) => set(event.currentTarget.valueAsNumber || fallback)}
      />
    </label>
  );
}

/** A choice among `options`, each a value and its words. */
export function Select<T extends string>(props: {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, ReactNode]>;
  set: (value: T) => void;
}) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(event) => props.set(event.currentTarget.value as T)}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
