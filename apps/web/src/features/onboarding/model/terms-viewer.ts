import type { ComponentType } from 'react';
import type { TermsItem } from '@dama/contract';

/**
 * The component that shows one term's full text. The terms feature owns it; the route hands it in,
 * because one feature never imports another.
 */
export type TermsViewer = ComponentType<{ term: TermsItem | null; onClose: () => void }>;
