/** SPEC §2 route orderTrackingPage, parameter id: where a row and its OS link lead. */
export const orderTrackingPath = (id: number) => `/pedidos/acompanhe/${id}`;
