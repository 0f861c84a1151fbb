/** How a user is named on screen: the organisation when it chooses so, else first and last name. */
export interface NamedUser {
  first_name: string;
  last_name: string;
  organization_name?: string | null;
  show_organization_name?: boolean;
}

export function displayName(user: NamedUser): string {
  if (user.show_organization_name && user.organization_name?.trim()) return user.organization_name.trim();
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name === '' ? 'Storyfund member' : name;
}
