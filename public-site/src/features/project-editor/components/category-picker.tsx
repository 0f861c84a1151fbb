import { useId } from 'react';
import { GIFT_CATEGORIES } from '@storyfund/shared/constants';

export interface CategoryPickerProps {
  selected: readonly string[];
  onChange: (categories: string[]) => void;
  error?: string | undefined;
}

/** Several of the 18 gift categories (spec §9), as a group of checkboxes. */
export function CategoryPicker({ selected, onChange, error }: CategoryPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  function toggle(category: string, checked: boolean) {
    onChange(checked ? [...selected, category] : selected.filter((c) => c !== category));
  }
  return (
    <fieldset
      className={error ? 'field fieldset field--invalid' : 'field fieldset'}
      aria-describedby={error ? errorId : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">Categories</legend>
      <p className="field__hint" id={`${id}-hint`}>
        Choose every category that fits.
      </p>
      <div className="category-picker">
        {GIFT_CATEGORIES.map((category) => (
          <label key={category} className="category-picker__option">
            <input
              type="checkbox"
              name="categories"
              value={category}
              checked={selected.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            {category}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
