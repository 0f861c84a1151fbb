import { NavLink } from 'react-router-dom';
import { ROUTING_CATEGORIES } from '@storyfund/shared/constants';
import { paths } from '@/config/paths';

function linkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'chip chip--active' : 'chip';
}

/** Every category listing (spec §2), as a row of links. */
export function CategoryNav() {
  return (
    <nav className="category-nav" aria-label="Categories">
      <ul className="chips">
        {ROUTING_CATEGORIES.map((category) => (
          <li key={category}>
            <NavLink className={linkClass} to={paths.category(category)}>
              {category}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
