import type { ComponentProps } from 'react';
import { ToggleGroup } from '../../components/ui/toggle-group';

type Props<T extends string> = Omit<ComponentProps<typeof ToggleGroup<T>>, 'className' | 'optionClassName'>;

/** Two views of one page side by side (list or grid, login or register); the chosen one is pressed. */
export function ViewSwitch<T extends string>(props: Props<T>) {
  return (
    <ToggleGroup
      {...props}
      className="segmented view-switch"
      optionClassName="segmented__option view-switch__option"
    />
  );
}
