import { useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import { Loading } from '@/components/feedback/states';
import { atlasAlpha2 } from './atlas-codes';

type CountryShape = Feature<Geometry, { name: string }>;

const WIDTH = 960;
const HEIGHT = 500;

/** The atlas (about 35 KB gzip) arrives with the map's own chunk, never with the rest of the site. */
async function loadShapes(): Promise<CountryShape[]> {
  type Atlas = Parameters<typeof feature>[0];
  type AtlasObject = Parameters<typeof feature>[1];
  const atlas = (await import('world-atlas/countries-110m.json')).default as unknown as Atlas & { objects: { countries: AtlasObject } };
  const collection = feature(atlas, atlas.objects.countries) as unknown as FeatureCollection<Geometry, { name: string }>;
  return collection.features.filter((shape) => shape.properties.name !== 'Antarctica');
}

export interface WorldMapProps {
  /** Projects per alpha-2 code. */
  counts: ReadonlyMap<string, { name: string; count: number }>;
  selected: string | null;
  onSelect: (countryCode: string) => void;
}

function shade(count: number, max: number): string {
  const level = Math.max(0.25, Math.min(1, Math.log(count + 1) / Math.log(max + 1)));
  return `rgb(15 92 77 / ${Math.round(level * 100)}%)`;
}

/** A world map drawn offline (d3-geo over world-atlas); countries with projects can be chosen by mouse or keyboard. */
export function WorldMap({ counts, selected, onSelect }: WorldMapProps) {
  const [shapes, setShapes] = useState<CountryShape[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    loadShapes().then(
      (loaded) => active && setShapes(loaded),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  const path = useMemo(() => {
    const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], { type: 'Sphere' });
    return geoPath(projection);
  }, []);
  const max = Math.max(1, ...[...counts.values()].map((entry) => entry.count));

  if (failed) return <p className="muted">The map could not be drawn. Choose a country from the list below.</p>;
  if (shapes === null) return <Loading label="Drawing the map…" />;

  return (
    <svg className="world-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label="World map of projects">
      {shapes.map((shape, index) => {
        const code = atlasAlpha2(shape.id, shape.properties.name);
        const entry = code ? counts.get(code) : undefined;
        const d = path(shape) ?? undefined;
        if (!code || !entry) return <path key={index} d={d} className="world-map__land" aria-hidden="true" />;
        const choose = () => onSelect(code);
        const onKey = (event: KeyboardEvent<SVGPathElement>) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            choose();
          }
        };
        return (
          <path
            key={index}
            d={d}
            className={code === selected ? 'world-map__country world-map__country--selected' : 'world-map__country'}
            style={{ fill: code === selected ? undefined : shade(entry.count, max) }}
            role="button"
            tabIndex={0}
            aria-pressed={code === selected}
            aria-label={`${entry.name}: ${entry.count} ${entry.count === 1 ? 'project' : 'projects'}`}
            onClick={choose}
            onKeyDown={onKey}
          >
            <title>{`${entry.name}: ${entry.count}`}</title>
          </path>
        );
      })}
    </svg>
  );
}
