import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TermsItem } from '@dama/contract';
import { TermsDialog } from './terms-dialog';

const term: TermsItem = {
  termsType: 'SERVICE_USAGE',
  content: {
    termsId: 2,
    title: '서비스 이용약관',
    version: 3,
    isRequired: true,
    details: [
      { type: 'TITLE', content: '제1조 (목적)' },
      { type: 'SUBTITLE', content: '1. 용어' },
      { type: 'CONTENT', content: '첫째 줄이에요.\n둘째 줄이에요.' },
    ],
  },
};

describe('terms dialog', () => {
  it('shows nothing without a term', () => {
    render(<TermsDialog term={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders the term title, its sections in order and the version', () => {
    render(<TermsDialog term={term} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '서비스 이용약관' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '제1조 (목적)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '1. 용어' })).toBeInTheDocument();
    expect(screen.getByText(/첫째 줄이에요\.\s+둘째 줄이에요\./)).toBeInTheDocument();
    expect(screen.getByText('제3판')).toBeInTheDocument();
  });

  it('does not repeat a leading section title that equals the term title', () => {
    const repeated: TermsItem = {
      ...term,
      content: {
        ...term.content,
        details: [{ type: 'TITLE', content: '서비스 이용약관' }, ...term.content.details],
      },
    };
    render(<TermsDialog term={repeated} onClose={vi.fn()} />);
    expect(screen.getAllByRole('heading', { name: '서비스 이용약관' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: '제1조 (목적)' })).toBeInTheDocument();
  });

  it('closes from the close icon and from the OK button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<TermsDialog term={term} onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: '닫기' }));
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
