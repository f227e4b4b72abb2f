-- The restricted layer is called "United Infrastructure" (spec/public-map.md §1, §6): databases
-- seeded before the name was fixed carry the old one in their layer, legend and panel.
UPDATE map_layers
   SET name = replace(name, 'United Locations', 'United Infrastructure')
 WHERE source_id = 'united-locations' AND name LIKE 'United Locations%';
