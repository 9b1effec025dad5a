// States, cities and categories as the public pages' queries answer them (ids in the schema's
// global form), shared by the listing, search and city-box tests.

export const MAHARASHTRA = { id: btoa('State:1'), name: 'Maharashtra' };
export const GOA = { id: btoa('State:2'), name: 'Goa' };
export const PUNE = { id: btoa('Location:12'), name: 'Pune', slug: 'pune', state: MAHARASHTRA };
export const MUMBAI = { id: btoa('Location:13'), name: 'Mumbai', slug: 'mumbai', state: MAHARASHTRA };
export const INDEPENDENT = { id: btoa('Category:1'), name: 'Independent', slug: 'independent' };
export const HOUSEWIFE = { id: btoa('Category:2'), name: 'Housewife', slug: 'housewife' };
