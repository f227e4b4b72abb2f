// Server tests open databases, run migrations and start processes: alone they take a second or
// two, but on this shared 2-core machine (load 15 and more while the build and other runs go on)
// a migrated PGlite took over 5 s, Jest's default, in a `beforeAll`. A hung test still fails here.
jest.setTimeout(60_000);
