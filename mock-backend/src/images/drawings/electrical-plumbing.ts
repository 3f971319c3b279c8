/** Electrical goods and plumbing. */
import { circle, ellipse, line, path, rect } from '../kit';
import type { Draw } from './shapes';
import type { Kind } from '../../seed/kinds';

export const ELECTRICAL_PLUMBING_DRAWINGS = {
  'led-bulb': () =>
    [
      ...Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return line(
          500 + Math.cos(a) * 290,
          360 + Math.sin(a) * 290,
          500 + Math.cos(a) * 340,
          360 + Math.sin(a) * 340,
          '#f5c542',
          12,
          { opacity: 0.7 },
        );
      }),
      circle(500, 360, 230, 'url(#glow)'),
      path('M 380 520 Q 420 600 420 640 L 580 640 Q 580 600 620 520 Z', 'url(#glow)'),
      ellipse(430, 300, 50, 90, '#ffffff', { opacity: 0.55 }),
      rect(415, 640, 170, 40, '#f1f1ee', 8),
      ...[690, 725, 760].map((y) => rect(420, y - 10, 160, 30, 'url(#s)', 12)),
      path('M 440 790 L 560 790 L 530 830 L 470 830 Z', '#3a3d42'),
    ].join(''),

  'cable-reel': (p) =>
    [
      path('M 250 820 L 330 240 L 380 240 L 310 820 Z', 'url(#m)'),
      path('M 750 820 L 670 240 L 620 240 L 690 820 Z', 'url(#m)'),
      rect(320, 200, 360, 60, 'url(#k)', 28),
      circle(500, 520, 250, 'url(#m)'),
      ...[225, 200, 175, 150].map((r) =>
        circle(500, 520, r, 'none', { stroke: '#1f2124', 'stroke-width': 22, opacity: 0.9 }),
      ),
      circle(500, 520, 120, p.dark),
      ...[0, 1, 2, 3].map((i) => {
        const a = (i * Math.PI) / 2 + Math.PI / 4;
        return (
          circle(500 + Math.cos(a) * 70, 520 + Math.sin(a) * 70, 30, '#f5f5f2') +
          circle(500 + Math.cos(a) * 70 - 10, 520 + Math.sin(a) * 70, 5, '#2a2c30') +
          circle(500 + Math.cos(a) * 70 + 10, 520 + Math.sin(a) * 70, 5, '#2a2c30')
        );
      }),
      circle(500, 520, 22, 'url(#s)'),
    ].join(''),

  'power-strip': (p) =>
    [
      path('M 850 560 Q 920 560 920 640 Q 920 760 760 780 L 700 780', 'none', {
        stroke: '#2a2c30',
        'stroke-width': 18,
        'stroke-linecap': 'round',
      }),
      rect(620, 750, 90, 60, '#2a2c30', 12),
      rect(560, 765, 70, 10, 'url(#s)', 3),
      rect(560, 785, 70, 10, 'url(#s)', 3),
      rect(100, 460, 760, 180, 'url(#m)', 40),
      ...[0, 1, 2, 3, 4].map(
        (i) =>
          circle(200 + i * 120, 550, 46, '#ffffff', { opacity: 0.5 }) +
          circle(200 + i * 120, 550, 40, p.dark, { opacity: 0.25 }) +
          circle(185 + i * 120, 550, 7, '#2a2c30') +
          circle(215 + i * 120, 550, 7, '#2a2c30'),
      ),
      rect(790, 510, 44, 80, '#e74c3c', 10),
    ].join(''),

  'wall-socket': (p) =>
    [
      rect(200, 250, 600, 520, 'url(#m)', 48),
      rect(240, 290, 520, 440, p.light, 30, { opacity: 0.6 }),
      rect(270, 320, 140, 380, '#f8f8f6', 16),
      rect(295, 360, 90, 300, '#ebebe6', 12),
      line(340, 420, 340, 600, '#c9c9c2', 4),
      rect(430, 320, 300, 380, '#f8f8f6', 16),
      circle(580, 510, 110, '#e9e9e4'),
      circle(545, 510, 16, '#2a2c30'),
      circle(615, 510, 16, '#2a2c30'),
      rect(570, 415, 20, 30, 'url(#s)', 4),
      rect(570, 575, 20, 30, 'url(#s)', 4),
    ].join(''),

  tap: () =>
    [
      ellipse(500, 800, 170, 30, 'url(#sv)'),
      rect(430, 460, 140, 340, 'url(#mh)', 30),
      path(
        'M 470 470 L 470 300 Q 470 180 590 180 L 640 180 Q 760 180 760 300 L 760 420 L 700 420 L 700 300 Q 700 240 640 240 L 590 240 Q 530 240 530 300 L 530 470 Z',
        'url(#mh)',
      ),
      rect(690, 410, 80, 40, 'url(#sv)', 10),
      path('M 570 500 L 780 440 Q 810 432 812 460 L 812 470 Q 812 490 790 494 L 570 540 Z', 'url(#m)'),
      path('M 480 260 Q 500 200 560 195', 'none', {
        stroke: 'rgba(255,255,255,0.7)',
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      line(450, 500, 450, 770, 'rgba(255,255,255,0.6)', 10),
    ].join(''),

  pipe: (p) =>
    [
      ...[0, 1, 2, 3, 4, 5].map((i) =>
        ellipse(500, 540 + i * 8, 330 - i * 30, 210 - i * 20, 'none', {
          stroke: i % 2 ? p.main : p.light,
          'stroke-width': 40,
        }),
      ),
      ellipse(500, 560, 160, 90, 'none', { stroke: p.dark, 'stroke-width': 4, opacity: 0.4 }),
      path('M 780 560 Q 860 600 880 700 L 890 800', 'none', {
        stroke: p.main,
        'stroke-width': 40,
        'stroke-linecap': 'round',
      }),
      ellipse(890, 806, 26, 12, p.dark),
      rect(140, 380, 180, 70, 'url(#s)', 10),
      rect(300, 395, 60, 40, '#b8983f', 8),
    ].join(''),

  'shower-head': (p) =>
    [
      path('M 820 120 L 820 260 Q 820 320 760 320 L 560 320', 'none', {
        stroke: 'url(#sv)',
        'stroke-width': 44,
        'stroke-linecap': 'round',
      }),
      path('M 820 120 L 820 260 Q 820 320 760 320 L 560 320', 'none', {
        stroke: p.main,
        'stroke-width': 36,
        opacity: 0.55,
        'stroke-linecap': 'round',
      }),
      rect(470, 300, 110, 60, 'url(#m)', 14),
      ellipse(500, 420, 300, 70, 'url(#m)'),
      ellipse(500, 440, 290, 56, p.dark),
      ...Array.from({ length: 28 }, (_, i) => circle(260 + (i % 14) * 37, 430 + Math.floor(i / 14) * 22, 5, '#e8eef2')),
      ...Array.from({ length: 14 }, (_, i) =>
        line(265 + i * 36, 480, 240 + i * 40, 780, '#9fd3f0', 4, { opacity: 0.6 }),
      ),
    ].join(''),
} satisfies Partial<Record<Kind, Draw>>;
