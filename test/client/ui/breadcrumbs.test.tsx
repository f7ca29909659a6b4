import { screen, within } from '@testing-library/react';
import { addresses, makeFloor, makeRoom } from '../property/propertyFixtures';
import { renderProperty } from '../property/renderProperty';

jest.setTimeout(40_000);

const data = { addresses, floors: [makeFloor()], rooms: [makeRoom({ id: 21, name: 'H0101' })] };

/** Makes every element's text wider than its box, as a trail too long for the top bar is. */
function cutEveryLevel() {
  const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(200);
  const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
  return () => {
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  };
}

describe('top bar breadcrumbs', () => {
  it('shows the whole trail of a deep page when it fits', async () => {
    renderProperty('/room/21/edit', data);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByText('Edit')).toHaveAttribute('aria-current', 'page');
    for (const level of ['Dashboard', 'Moholt', 'Moholt allé 3', 'Ground floor', 'H0101']) {
      expect(within(crumbs).getByRole('link', { name: level })).toBeInTheDocument();
    }
    expect(within(crumbs).queryByRole('button', { name: 'Show path' })).not.toBeInTheDocument();
  });

  it('collapses the middle of the trail when a level would be cut short', async () => {
    const restore = cutEveryLevel();
    try {
      renderProperty('/room/21/edit', data);
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(await within(crumbs).findByRole('button', { name: 'Show path' })).toBeInTheDocument();
      expect(within(crumbs).getByText('Edit')).toHaveAttribute('aria-current', 'page');
      expect(within(crumbs).queryByRole('link', { name: 'Ground floor' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
