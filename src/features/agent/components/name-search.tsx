import Button from '@/components/button';
import { useState } from 'react';
import { centreTexts } from '../centre-model';
import styles from './agent.module.css';

/** A username filter: applied on 搜索 (or Enter), empty = everyone. */
export function NameSearch({ value, onSearch }: { value: string; onSearch: (name: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <div className={styles.filters}>
      <form
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(text);
        }}
      >
        <input
          type="search"
          aria-label={centreTexts.searchName}
          placeholder={centreTexts.searchName}
          value={text}
          maxLength={32}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <Button size="small" type="submit" color="primary">
          {centreTexts.search}
        </Button>
      </form>
    </div>
  );
}
