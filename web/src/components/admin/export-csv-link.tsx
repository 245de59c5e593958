import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';

/**
 * "Export CSV": downloads the list as the server streams it (GET …/export.csv with the list's own query string), so
 * the file holds what the list shows, filters, search and order included (docs/PRODUCT.md §3.20).
 */
export function ExportCsvLink({ url, params, size, label = 'Export CSV' }: { url: string; params: URLSearchParams; size?: 'xs' | 'sm' | 'lg'; label?: string }) {
  const query = params.toString();
  return (
    <Button asChild variant="outline" size={size}>
      <a href={`${url}/export.csv${query ? `?${query}` : ''}`} download>
        <Download aria-hidden /> {label}
      </a>
    </Button>
  );
}
