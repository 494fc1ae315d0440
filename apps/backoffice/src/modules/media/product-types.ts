// The kinds of product the shop sells, each with its own picture. The seed gives every category
// and product one of these; the image renderer has a drawing for each.
export const productTypes = [
  'washbasin',
  'basin_tap',
  'bath_tap',
  'shower_tap',
  'shower_head',
  'shower_system',
  'shower_enclosure',
  'shower_tray',
  'bathtub',
  'toilet',
  'toilet_seat',
  'bidet',
  'mirror',
  'mirror_cabinet',
  'vanity_unit',
  'tall_cabinet',
  'wall_cabinet',
  'towel_radiator',
  'towel_holder',
  'soap_dispenser',
  'toilet_brush',
  'shower_shelf',
  'tile',
  'kitchen_sink',
  'kitchen_tap',
  'waste_bin',
] as const;
export type ProductType = (typeof productTypes)[number];

export function isProductType(value: string): value is ProductType {
  return (productTypes as readonly string[]).includes(value);
}
