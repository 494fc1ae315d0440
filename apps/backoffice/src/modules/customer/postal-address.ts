// The postal part every stored address shares (a customer's address and an order's copy of it),
// in the contract's field names.
type PostalAddressRow = {
  title_id: number | null;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  street_number: string;
  address_extra: string | null;
  zipcode: string;
  city: string;
  country_id: number;
  state_id: number | null;
  phone: string | null;
};

export function postalAddressOf(row: PostalAddressRow): PostalAddressRow {
  return {
    title_id: row.title_id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    street_number: row.street_number,
    address_extra: row.address_extra,
    zipcode: row.zipcode,
    city: row.city,
    country_id: row.country_id,
    state_id: row.state_id,
    phone: row.phone,
  };
}
