// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { iconNames } from './icons.tsx';

afterEach(cleanup);

describe('Icon', () => {
  it('is an image named by its title when it has one', () => {
    render(<Icon name="retry" title="Error loading data" />);
    const icon = screen.getByRole('img', { name: 'Error loading data' });
    expect(icon.querySelector('title')?.textContent).toBe('Error loading data');
  });

  it('is hidden from assistive technology without a title', () => {
    const { container } = render(<Icon name="cart" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws every icon at the asked size', () => {
    const { container } = render(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} size={16} />
        ))}
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(18);
    for (const svg of svgs) {
      expect(svg.getAttribute('width')).toBe('16');
      expect(svg.childElementCount).toBeGreaterThan(0);
    }
  });
});
