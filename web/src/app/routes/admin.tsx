import type { AnyRoute } from '@tanstack/react-router';

// Mission Control (/admin/...).
export const adminRoutes: AnyRoute[] = [];
