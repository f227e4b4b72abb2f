import { lazy, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredSearch, type SearchHandoff } from './DeferredSearch';
import type { SearchLook } from './searchLook';

const LOOK: SearchLook = { rootSx: {}, label: 'Search places', popupIcon: true };

/** The search as loaded: its own field, named apart from the stand-in's to tell them apart. */
function LoadedSearch({ initialText, autoFocus }: SearchHandoff) {
  return <input aria-label="Loaded search" defaultValue={initialText} autoFocus={autoFocus} />;
}

/** A search whose chunk arrives when `arrive` is called, and counts how often it was asked for. */
function chunk() {
  let arrive = () => undefined as void;
  const asked = jest.fn();
  const Search = lazy(() => {
    asked();
    return new Promise<{ default: typeof LoadedSearch }>((resolve) => {
      arrive = () => resolve({ default: LoadedSearch });
    });
  });
  return { Search, asked, arrive: () => arrive() };
}

function renderSearch(due: boolean, Search: ComponentType<SearchHandoff>) {
  const view = render(
    <DeferredSearch look={LOOK} due={due}>
      {(handoff) => <Search {...handoff} />}
    </DeferredSearch>,
  );
  return {
    ...view,
    setDue: (next: boolean) =>
      view.rerender(
        <DeferredSearch look={LOOK} due={next}>
          {(handoff) => <Search {...handoff} />}
        </DeferredSearch>,
      ),
  };
}

describe('DeferredSearch', () => {
  it('holds the place with a field of the same name and role, without asking for the search', () => {
    const { Search, asked } = chunk();
    renderSearch(false, Search);
    const standIn = screen.getByRole('combobox', { name: 'Search places' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(asked).not.toHaveBeenCalled();
  });

  it('loads the search once it is due, and shows the stand-in until it has arrived', async () => {
    const { Search, asked, arrive } = chunk();
    const { setDue } = renderSearch(false, Search);
    setDue(true);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Search places' })).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('textbox', { name: 'Loaded search' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search places' })).not.toBeInTheDocument();
  });

  it('loads the search as soon as someone reaches for it, handing over the text and the focus', async () => {
    const { Search, asked, arrive } = chunk();
    renderSearch(false, Search);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Search places' }));
    expect(asked).toHaveBeenCalledTimes(1);
    await user.keyboard('Greeley');
    arrive();
    const loaded = await screen.findByRole('textbox', { name: 'Loaded search' });
    expect(loaded).toHaveValue('Greeley');
    expect(loaded).toHaveFocus();
  });

  it('hands over no focus when nobody was in the field', async () => {
    const { Search, arrive } = chunk();
    renderSearch(true, Search);
    arrive();
    expect(await screen.findByRole('textbox', { name: 'Loaded search' })).not.toHaveFocus();
  });
});
