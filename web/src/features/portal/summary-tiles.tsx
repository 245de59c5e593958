import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { CheckSquare, FileText, Map as MapIcon, Stamp } from 'lucide-react';
import type { PortalTile, PortalTileKey } from '@contract/portal';
import { ProgressBar } from './progress-bar';
import { useServerText, useT } from '../../i18n/i18n';

const ICONS: Record<PortalTileKey, typeof MapIcon> = { journey: MapIcon, applications: FileText, visa: Stamp, tasks: CheckSquare };

/** The four summary tiles: title, value, subtitle and progress, as the server computed them, in the page's language. */
export function SummaryTiles({ tiles }: { tiles: PortalTile[] }) {
  const t = useT();
  const text = useServerText();
  return (
    <SimpleGrid as="ul" columns={{ base: 2, lg: 4 }} gap={{ base: 3, md: 4 }} listStyleType="none" aria-label={t('portal.summary')}>
      {tiles.map((tile) => {
        const Icon = ICONS[tile.key];
        const title = text(tile.text.title, tile.title);
        return (
          <Card.Root as="li" key={tile.key} size="sm">
            <Card.Body gap={2}>
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted" display="flex" alignItems="center" gap={2}>
                <Icon aria-hidden="true" size={18} />
                {title}
              </Text>
              <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" lineHeight="short">
                {text(tile.text.value, tile.value)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {text(tile.text.subtitle, tile.subtitle)}
              </Text>
              <ProgressBar value={tile.progress} label={t('portal.tileProgress', { tile: title })} />
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
