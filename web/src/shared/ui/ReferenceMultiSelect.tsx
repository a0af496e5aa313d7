import { Combobox, createListCollection, Stack, Tag, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

export interface ReferenceOption {
  id: string;
  name: string;
}

export interface ReferenceMultiSelectProps {
  label: string;
  options: readonly ReferenceOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * A searchable multi-select: type to filter, pick with the mouse or arrows and Enter; picked
 * values leave the list and show as tags with a remove button each. The combobox itself holds
 * no value: it only adds, so picking an entry can never unpick it.
 */
export function ReferenceMultiSelect({ label, options, selected, onChange }: ReferenceMultiSelectProps) {
  const [search, setSearch] = useState('');
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const collection = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const items = options.filter(
      (option) => !selected.includes(option.id) && option.name.toLowerCase().includes(needle),
    );
    return createListCollection({ items, itemToValue: (item) => item.id, itemToString: (item) => item.name });
  }, [options, selected, search]);

  return (
    <Stack gap={2}>
      <Combobox.Root
        collection={collection}
        value={[]}
        inputValue={search}
        onInputValueChange={(details) => setSearch(details.inputValue)}
        onValueChange={(details) => {
          const picked = details.value.filter((id) => !selected.includes(id));
          if (picked.length > 0) onChange([...selected, ...picked]);
        }}
        selectionBehavior="clear"
        closeOnSelect={false}
        openOnClick
        lazyMount
        unmountOnExit
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={`Search ${label.toLowerCase()}`} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>
              {options.length === selected.length ? 'Everything is selected.' : 'No matches.'}
            </Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.id} item={item}>
                <Combobox.ItemText>{item.name}</Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {selected.length > 0 ? (
        <Wrap gap={2} aria-label={`Selected ${label.toLowerCase()}`} role="list">
          {selected.map((id) => {
            const name = byId.get(id)?.name ?? id;
            return (
              <Tag.Root key={id} size="lg" variant="subtle" role="listitem">
                <Tag.Label>{name}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(selected.filter((value) => value !== id))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            );
          })}
        </Wrap>
      ) : null}
    </Stack>
  );
}
