import { Combobox, createListCollection, Portal, Text, useFilter } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ProgrammeOption } from '@contract';
import { LabelledField } from '../../components/labelled-field';

const valueOf = (p: ProgrammeOption) => `${p.level}: ${p.name}`;

/** What the open list says when nothing in it matches. */
function emptyText(universityChosen: boolean, listed: number): string {
  if (!universityChosen) return 'Choose the university first to pick from its programmes, or type the programme.';
  if (listed === 0) return 'This university has no programmes listed yet: type the programme.';
  return 'No listed programme matches: the programme is saved as typed.';
}

/**
 * The application's programme: picked from the chosen university's listed programmes (a combobox that narrows as
 * one types), or typed as it is for a programme not listed yet. The application records the name.
 */
export function ProgrammeField({
  programmes,
  universityChosen,
  value,
  onChange,
  error,
}: {
  programmes: readonly ProgrammeOption[];
  universityChosen: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  // What was typed to narrow the list; a picked name, or opening the list, shows every programme again.
  const [query, setQuery] = useState('');
  const { contains } = useFilter({ sensitivity: 'base' });
  const items = useMemo(() => programmes.filter((p) => contains(p.name, query)), [programmes, query, contains]);
  const collection = useMemo(() => createListCollection({ items, itemToString: (p) => p.name, itemToValue: valueOf }), [items]);

  return (
    <LabelledField label="Programme" required error={error} hint="Pick one of the university's programmes, or type one not listed yet.">
      <Combobox.Root
        collection={collection}
        name="program"
        size="lg"
        allowCustomValue
        openOnClick
        // Typing opens the list only when a listed programme matches: a programme typed as it is shows no popup.
        openOnChange={(details) => programmes.some((p) => contains(p.name, details.inputValue))}
        // The list is in the page only while open (its label is the field's: one element named 'Programme').
        lazyMount
        unmountOnExit
        inputValue={value}
        onInputValueChange={(details) => {
          onChange(details.inputValue);
          setQuery(details.reason === 'input-change' ? details.inputValue : '');
        }}
        onOpenChange={(details) => details.open && details.reason !== 'input-change' && setQuery('')}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={universityChosen ? 'Type to narrow the list' : 'Choose the university first'} autoComplete="off" />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label="Show the list" minW="6" minH="6" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>{emptyText(universityChosen, programmes.length)}</Combobox.Empty>
              {items.map((p) => (
                <Combobox.Item key={valueOf(p)} item={p}>
                  <Combobox.ItemText>
                    {p.name}
                    <Text as="span" display="block" fontSize="sm" color="fg.muted">
                      {p.level}
                    </Text>
                  </Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </LabelledField>
  );
}
