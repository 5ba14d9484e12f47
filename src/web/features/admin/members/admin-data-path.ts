/** Everything the dashboard's first tabs show (no imports: the early script reads this). */
export const ADMIN_DATA_PATH = '/api/admin/all';
