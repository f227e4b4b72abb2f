/** How a county is named in search results and reverse look-ups: "Weld County". */
export function countyName(properties: { name: string }): string {
  return `${properties.name} County`;
}

/** How a water district is named: "Water District 2 (South Platte - Denver Gage to Greeley)". */
export function waterDistrictName(properties: { district: number; name: string }): string {
  return `Water District ${properties.district} (${properties.name})`;
}
