import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { CheckSquare, FileText, Map as MapIcon, Stamp } from 'lucide-react';
import type { PortalTile, PortalTileKey } from '@contract/portal';
import { ProgressBar } from './progress-bar';
import { useT } from '../../i18n/i18n';

const ICONS: Record<PortalTileKey, typeof MapIcon> = { journey: MapIcon, applications: FileText, visa: Stamp, tasks: CheckSquare };

/** The four summary tiles: title, value, subtitle and progress, as the server computed them. */
export function SummaryTiles({ tiles }: { tiles: PortalTile[] }) {
  const t = useT();
  return (
    <SimpleGrid as="ul" columns={{ base: 2, lg: 4 }} gap={{ base: 3, md: 4 }} listStyleType="none" aria-label={t('portal.summary')}>
      {tiles.map((tile) => {
        const Icon = ICONS[tile.key];
        return (
          <Card.Root as="li" key={tile.key} size="sm">
            <Card.Body gap={2}>
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted" display="flex" alignItems="center" gap={2}>
                <Icon aria-hidden="true" size={18} />
                {tile.title}
              </Text>
              <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" lineHeight="short">
                {tile.value}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {tile.subtitle}
              </Text>
              <ProgressBar value={tile.progress} label={t('portal.tileProgress', { tile: tile.title })} />
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
