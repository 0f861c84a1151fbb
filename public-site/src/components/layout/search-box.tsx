import { useState } from 'react';
import type { FormEvent } from 'react';

/** The header's project search: a search landmark with a labelled field. */
export function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (text !== '') onSearch(text);
  }
  return (
    <form className="search" role="search" aria-label="Projects" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="site-search">
        Search projects
      </label>
      <input
        id="site-search"
        className="search__input"
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search projects"
        enterKeyHint="search"
        maxLength={200}
      />
      <button className="button button--primary button--small search__button" type="submit">
        Search
      </button>
    </form>
  );
}
