import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileDrop } from './FileDrop.tsx';

describe('FileDrop', () => {
  it('lets a person choose a CSV export or a JSON one (Ghostfolio’s)', () => {
    render(<FileDrop onFile={() => undefined} onRefused={() => undefined} />);
    const accepted = screen.getByLabelText('CSV file').getAttribute('accept')?.split(',') ?? [];
    expect(accepted).toEqual(expect.arrayContaining(['.csv', '.json']));
  });
});
