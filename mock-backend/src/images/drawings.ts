/**
 * One illustration per product kind, drawn with simple shapes and the shared gradients of kit.ts
 * on a 1000 × 1000 canvas, resting on a floor at y ≈ 820. `p.main` is the product's colour.
 */
import type { Kind } from '../seed/kinds';
import { circle, ellipse, group, line, path, rect, type Palette } from './kit';

type Draw = (p: Palette) => string;

const screw = (x: number, y: number, len: number, rot = 0) =>
  group(
    `translate(${x} ${y}) rotate(${rot})`,
    [
      rect(-7, 0, 14, len, 'url(#s)', 3),
      ...Array.from({ length: Math.floor(len / 14) }, (_, i) => line(-9, 8 + i * 14, 9, 14 + i * 14, '#8a9097', 3)),
      path(`M -7 ${len} L 0 ${len + 18} L 7 ${len} Z`, '#9aa0a6'),
      ellipse(0, 0, 20, 8, 'url(#s)'),
      line(-10, 0, 10, 0, '#5f656b', 3),
    ].join(''),
  );

const leaf = (x: number, y: number, rx: number, ry: number, rot: number) =>
  group(`translate(${x} ${y}) rotate(${rot})`, ellipse(0, 0, rx, ry, 'url(#leaf)') + line(-rx * 0.8, 0, rx * 0.8, 0, '#2f6b2d', 3));

export const DRAWINGS: Record<Kind, Draw> = {
  drill: (p) =>
    [
      rect(110, 372, 120, 16, 'url(#sv)', 6),
      ...[130, 160, 190].map((x) => line(x, 372, x + 14, 388, '#80868c', 4)),
      rect(220, 350, 90, 60, 'url(#k)', 10),
      rect(250, 345, 60, 70, '#2a2c30', 8),
      path('M 300 310 Q 300 290 330 290 L 660 290 Q 720 290 720 350 L 720 420 Q 720 460 680 460 L 330 460 Q 300 460 300 430 Z', 'url(#m)'),
      rect(560, 315, 110, 20, p.dark, 8),
      ...[590, 615, 640].map((x) => line(x, 380, x, 430, p.dark, 8)),
      path('M 470 455 L 590 455 L 560 700 L 430 700 Z', 'url(#m)'),
      path('M 480 500 L 540 500 L 525 660 L 465 660 Z', 'url(#k)', { opacity: 0.85 }),
      path('M 430 470 Q 410 500 430 540 L 460 540 L 465 470 Z', '#2a2c30'),
      rect(370, 690, 260, 110, 'url(#k)', 18),
      rect(390, 705, 220, 20, '#5b5f65', 8),
      circle(600, 760, 10, '#7bd88f'),
      circle(570, 760, 10, '#7bd88f'),
      circle(540, 760, 10, '#3c4045'),
    ].join(''),

  jigsaw: (p) =>
    [
      rect(250, 640, 520, 40, 'url(#sv)', 10),
      rect(420, 680, 16, 150, 'url(#s)'),
      path('M 436 690 l 12 10 l -12 10 l 12 10 l -12 10 l 12 10 l -12 10 l 12 10 l -12 10 l 12 10 l -12 10 l 12 10 l -12 10 Z', '#9aa0a6'),
      path('M 260 640 L 280 470 Q 290 420 340 410 L 660 380 Q 760 372 770 470 L 780 640 Z', 'url(#m)'),
      path('M 430 410 Q 440 250 560 250 L 690 250 Q 760 250 760 330 L 760 380 L 690 386 L 690 330 Q 690 310 670 310 L 560 310 Q 500 310 495 405 Z', 'url(#m)'),
      path('M 560 300 L 680 300 L 680 330 L 560 330 Z', 'url(#k)'),
      rect(300, 520, 200, 70, p.dark, 14),
      ...[330, 370, 410, 450].map((x) => line(x, 535, x, 575, p.light, 8)),
      rect(640, 480, 90, 40, '#2a2c30', 10),
    ].join(''),

  hammer: (p) =>
    group(
      'rotate(-18 500 520)',
      [
        rect(462, 360, 76, 470, 'url(#w)', 24),
        rect(456, 560, 88, 270, 'url(#m)', 30),
        ...[600, 650, 700, 750].map((y) => line(462, y, 538, y, p.dark, 6)),
        path('M 300 250 L 560 250 L 560 370 L 300 370 Q 280 370 280 350 L 280 270 Q 280 250 300 250 Z', 'url(#sv)'),
        rect(250, 262, 40, 96, 'url(#s)', 8),
        path('M 560 250 Q 700 250 760 190 L 780 215 Q 720 300 620 320 L 620 370 L 560 370 Z', 'url(#sv)'),
        path('M 640 300 L 770 210', 'none', { stroke: '#eef1f3', 'stroke-width': 6 }),
      ].join(''),
    ),

  'screwdriver-set': () =>
    [
      rect(200, 700, 600, 110, 'url(#k)', 20),
      rect(210, 690, 580, 30, '#55595f', 12),
      ...[0, 1, 2, 3, 4, 5].map((i) => {
        const x = 255 + i * 98;
        const h = 250 + ((i * 37) % 90);
        const top = 690 - h - 170;
        return [
          rect(x - 9, top + 170, 18, h, 'url(#s)', 4),
          i % 2 ? rect(x - 14, top + 160 + h, 28, 14, '#7d838a', 3) : path(`M ${x - 9} ${top + 170 + h} l 9 18 l 9 -18 Z`, '#8a9097'),
          rect(x - 34, top, 68, 175, 'url(#m)', 26),
          rect(x - 34, top + 60, 68, 40, '#2a2c30', 6),
          line(x - 14, top + 20, x - 14, top + 150, 'rgba(255,255,255,0.35)', 8),
        ].join('');
      }),
    ].join(''),

  pliers: (p) =>
    [
      path('M 455 420 Q 430 560 380 820 L 440 830 Q 480 600 500 440 Z', 'url(#m)'),
      path('M 545 420 Q 570 560 620 820 L 560 830 Q 520 600 500 440 Z', 'url(#m)'),
      path('M 455 420 Q 430 250 470 170 L 500 175 Q 480 300 500 430 Z', 'url(#sv)'),
      path('M 545 420 Q 570 250 530 170 L 500 175 Q 520 300 500 430 Z', 'url(#sv)'),
      circle(500, 420, 30, 'url(#s)'),
      circle(500, 420, 10, '#5f656b'),
      ...[220, 250, 280].map((y) => line(475, y, 525, y, '#7d838a', 4)),
      line(400, 760, 440, 600, p.light, 6, { opacity: 0.6 }),
    ].join(''),

  handsaw: () =>
    [
      path('M 120 520 L 640 420 L 660 640 L 120 600 Z', 'url(#sv)'),
      path(
        'M 120 600 ' + Array.from({ length: 26 }, (_, i) => `L ${130 + i * 20} ${618 - i * 0.6} L ${140 + i * 20} ${601 + i * 1.5}`).join(' ') + ' L 660 640 Z',
        '#9aa0a6',
      ),
      line(150, 560, 560, 480, '#ffffff', 5, { opacity: 0.6 }),
      path('M 630 380 Q 640 340 700 340 L 830 340 Q 880 340 880 400 L 880 640 Q 880 700 820 700 L 680 700 Q 640 700 640 660 Z', 'url(#m)'),
      path('M 700 420 Q 700 400 720 400 L 800 400 Q 820 400 820 420 L 820 600 Q 820 620 800 620 L 720 620 Q 700 620 700 600 Z', '#f3efe9'),
      circle(660, 470, 10, 'url(#s)'),
      circle(660, 610, 10, 'url(#s)'),
    ].join(''),

  'tape-measure': (p) =>
    [
      path('M 80 700 L 420 700 L 420 740 L 80 740 Z', '#f2c230'),
      ...Array.from({ length: 17 }, (_, i) => line(90 + i * 20, 700, 90 + i * 20, i % 5 === 0 ? 728 : 714, '#2a2c30', 3)),
      rect(60, 690, 26, 60, 'url(#s)', 3),
      rect(380, 380, 420, 420, 'url(#m)', 90),
      circle(590, 590, 140, 'url(#k)'),
      circle(590, 590, 100, p.main),
      circle(590, 590, 30, 'url(#s)'),
      rect(700, 340, 60, 70, 'url(#k)', 12),
      rect(420, 690, 60, 60, p.dark, 10),
    ].join(''),

  'spirit-level': () =>
    group(
      'rotate(-8 500 560)',
      [
        rect(80, 480, 840, 150, 'url(#m)', 16),
        rect(80, 480, 70, 150, 'url(#k)', 16),
        rect(850, 480, 70, 150, 'url(#k)', 16),
        rect(100, 600, 800, 20, 'url(#sv)', 4),
        rect(430, 500, 140, 80, '#f8f9f5', 10),
        rect(450, 520, 100, 40, '#b8e07a', 20),
        ellipse(508, 535, 20, 11, '#f1fbdf'),
        line(470, 515, 470, 565, '#2a2c30', 3),
        line(530, 515, 530, 565, '#2a2c30', 3),
        rect(220, 510, 60, 60, '#f8f9f5', 30),
        circle(250, 540, 20, '#b8e07a'),
        rect(720, 510, 60, 60, '#f8f9f5', 30),
        circle(750, 540, 20, '#b8e07a'),
      ].join(''),
    ),

  toolbox: (p) =>
    [
      path('M 390 300 Q 390 250 440 250 L 560 250 Q 610 250 610 300 L 610 340 L 570 340 L 570 300 Q 570 290 560 290 L 440 290 Q 430 290 430 300 L 430 340 L 390 340 Z', 'url(#k)'),
      rect(180, 330, 640, 150, 'url(#m)', 24),
      rect(180, 460, 640, 360, 'url(#m)', 20),
      rect(180, 460, 640, 30, p.dark, 4),
      rect(250, 440, 70, 80, 'url(#sv)', 8),
      rect(680, 440, 70, 80, 'url(#sv)', 8),
      rect(460, 600, 80, 60, p.dark, 8),
      line(220, 560, 220, 780, p.light, 10, { opacity: 0.5 }),
    ].join(''),

  organiser: () =>
    [
      rect(160, 380, 680, 440, 'url(#m)', 24),
      rect(185, 405, 630, 390, '#eef2f5', 14),
      ...Array.from({ length: 3 }, (_, r) =>
        Array.from({ length: 4 }, (_, c) => {
          const x = 200 + c * 155;
          const y = 420 + r * 125;
          const fill = ['#c0392b', '#2e5e9e', '#e8b931', '#3e7d4f'][(r + c) % 4]!;
          return rect(x, y, 140, 110, '#dfe5ea', 10) + circle(x + 50, y + 55, 16, fill) + circle(x + 85, y + 65, 14, fill) + circle(x + 70, y + 35, 12, fill);
        }).join(''),
      ),
      rect(160, 380, 680, 440, 'url(#gl)', 24, { opacity: 0.45 }),
      rect(440, 340, 120, 50, 'url(#k)', 14),
    ].join(''),

  'screw-box': (p) =>
    [
      path('M 240 360 L 700 360 L 780 300 L 320 300 Z', p.light),
      path('M 700 360 L 780 300 L 780 740 L 700 800 Z', p.dark),
      rect(240, 360, 460, 440, 'url(#m)', 6),
      rect(280, 420, 380, 200, '#f7f4ee', 12),
      screw(360, 450, 130, -30),
      screw(470, 450, 130, -30),
      screw(580, 450, 130, -30),
      rect(280, 650, 380, 40, '#ffffff', 8, { opacity: 0.6 }),
      screw(820, 640, 150, 70),
    ].join(''),

  padlock: () =>
    [
      path('M 360 470 L 360 330 Q 360 200 500 200 Q 640 200 640 330 L 640 470 L 585 470 L 585 330 Q 585 255 500 255 Q 415 255 415 330 L 415 470 Z', 'url(#sv)'),
      rect(300, 450, 400, 380, 'url(#m)', 50),
      rect(320, 470, 30, 330, 'rgba(255,255,255,0.35)', 14),
      circle(500, 600, 40, '#2a2c30'),
      path('M 485 620 L 515 620 L 525 720 L 475 720 Z', '#2a2c30'),
    ].join(''),

  'door-handle': (p) =>
    [
      circle(330, 500, 130, 'url(#m)'),
      circle(330, 500, 100, p.light, { opacity: 0.35 }),
      rect(300, 470, 80, 60, 'url(#m)', 16),
      path('M 360 460 L 820 440 Q 860 440 860 480 L 860 500 Q 860 540 820 540 L 360 545 Z', 'url(#m)'),
      path('M 380 470 L 820 452', 'none', { stroke: 'rgba(255,255,255,0.6)', 'stroke-width': 10, 'stroke-linecap': 'round' }),
      circle(330, 760, 60, 'url(#m)'),
      rect(318, 745, 24, 40, '#2a2c30', 8),
    ].join(''),

  hinge: () =>
    [
      rect(240, 300, 240, 440, 'url(#m)', 14),
      rect(520, 300, 240, 440, 'url(#m)', 14),
      rect(470, 290, 60, 460, 'url(#s)', 24),
      ...[380, 520, 660].flatMap((y) => [circle(360, y, 26, '#2a2c30'), circle(640, y, 26, '#2a2c30'), circle(360, y, 16, 'url(#s)'), circle(640, y, 16, 'url(#s)')]),
      ...[360, 440, 520, 600, 680].map((y) => line(470, y, 530, y, '#7d838a', 4)),
    ].join(''),

  'tape-roll': (p) =>
    [
      path('M 640 620 L 760 820 L 690 820 L 600 660 Z', p.main, { opacity: 0.9 }),
      ellipse(500, 520, 280, 280, 'url(#m)'),
      ellipse(500, 520, 280, 280, 'none', { stroke: p.dark, 'stroke-width': 6 }),
      ...[240, 220, 200].map((r) => circle(500, 520, r, 'none', { stroke: p.dark, 'stroke-width': 2, opacity: 0.35 })),
      circle(500, 520, 150, '#d9b98c'),
      circle(500, 520, 120, '#f4f1ea'),
    ].join(''),

  'glue-tube': (p) =>
    group(
      'rotate(-25 500 520)',
      [
        path('M 380 220 L 620 220 L 600 720 Q 600 760 560 760 L 440 760 Q 400 760 400 720 Z', 'url(#mh)'),
        rect(370, 190, 260, 50, 'url(#s)', 6),
        ...[380, 420, 460, 500, 540, 580].map((x) => line(x, 195, x, 235, '#7d838a', 4)),
        rect(410, 400, 180, 180, '#ffffff', 14, { opacity: 0.9 }),
        circle(500, 470, 40, p.main),
        rect(440, 530, 120, 16, p.dark, 6),
        rect(450, 760, 100, 60, 'url(#s)', 6),
        path('M 470 820 L 530 820 L 515 900 L 485 900 Z', p.dark),
      ].join(''),
    ),

  'led-bulb': () =>
    [
      ...Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return line(500 + Math.cos(a) * 290, 360 + Math.sin(a) * 290, 500 + Math.cos(a) * 340, 360 + Math.sin(a) * 340, '#f5c542', 12, { opacity: 0.7 });
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
      ...[225, 200, 175, 150].map((r) => circle(500, 520, r, 'none', { stroke: '#1f2124', 'stroke-width': 22, opacity: 0.9 })),
      circle(500, 520, 120, p.dark),
      ...[0, 1, 2, 3].map((i) => {
        const a = (i * Math.PI) / 2 + Math.PI / 4;
        return circle(500 + Math.cos(a) * 70, 520 + Math.sin(a) * 70, 30, '#f5f5f2') + circle(500 + Math.cos(a) * 70 - 10, 520 + Math.sin(a) * 70, 5, '#2a2c30') + circle(500 + Math.cos(a) * 70 + 10, 520 + Math.sin(a) * 70, 5, '#2a2c30');
      }),
      circle(500, 520, 22, 'url(#s)'),
    ].join(''),

  'power-strip': (p) =>
    [
      path('M 850 560 Q 920 560 920 640 Q 920 760 760 780 L 700 780', 'none', { stroke: '#2a2c30', 'stroke-width': 18, 'stroke-linecap': 'round' }),
      rect(620, 750, 90, 60, '#2a2c30', 12),
      rect(560, 765, 70, 10, 'url(#s)', 3),
      rect(560, 785, 70, 10, 'url(#s)', 3),
      rect(100, 460, 760, 180, 'url(#m)', 40),
      ...[0, 1, 2, 3, 4].map((i) => circle(200 + i * 120, 550, 46, '#ffffff', { opacity: 0.5 }) + circle(200 + i * 120, 550, 40, p.dark, { opacity: 0.25 }) + circle(185 + i * 120, 550, 7, '#2a2c30') + circle(215 + i * 120, 550, 7, '#2a2c30')),
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
      path('M 470 470 L 470 300 Q 470 180 590 180 L 640 180 Q 760 180 760 300 L 760 420 L 700 420 L 700 300 Q 700 240 640 240 L 590 240 Q 530 240 530 300 L 530 470 Z', 'url(#mh)'),
      rect(690, 410, 80, 40, 'url(#sv)', 10),
      path('M 570 500 L 780 440 Q 810 432 812 460 L 812 470 Q 812 490 790 494 L 570 540 Z', 'url(#m)'),
      path('M 480 260 Q 500 200 560 195', 'none', { stroke: 'rgba(255,255,255,0.7)', 'stroke-width': 10, 'stroke-linecap': 'round' }),
      line(450, 500, 450, 770, 'rgba(255,255,255,0.6)', 10),
    ].join(''),

  pipe: (p) =>
    [
      ...[0, 1, 2, 3, 4, 5].map((i) => ellipse(500, 540 + i * 8, 330 - i * 30, 210 - i * 20, 'none', { stroke: i % 2 ? p.main : p.light, 'stroke-width': 40 })),
      ellipse(500, 560, 160, 90, 'none', { stroke: p.dark, 'stroke-width': 4, opacity: 0.4 }),
      path('M 780 560 Q 860 600 880 700 L 890 800', 'none', { stroke: p.main, 'stroke-width': 40, 'stroke-linecap': 'round' }),
      ellipse(890, 806, 26, 12, p.dark),
      rect(140, 380, 180, 70, 'url(#s)', 10),
      rect(300, 395, 60, 40, '#b8983f', 8),
    ].join(''),

  'shower-head': (p) =>
    [
      path('M 820 120 L 820 260 Q 820 320 760 320 L 560 320', 'none', { stroke: 'url(#sv)', 'stroke-width': 44, 'stroke-linecap': 'round' }),
      path('M 820 120 L 820 260 Q 820 320 760 320 L 560 320', 'none', { stroke: p.main, 'stroke-width': 36, opacity: 0.55, 'stroke-linecap': 'round' }),
      rect(470, 300, 110, 60, 'url(#m)', 14),
      ellipse(500, 420, 300, 70, 'url(#m)'),
      ellipse(500, 440, 290, 56, p.dark),
      ...Array.from({ length: 28 }, (_, i) => circle(260 + (i % 14) * 37, 430 + Math.floor(i / 14) * 22, 5, '#e8eef2')),
      ...Array.from({ length: 14 }, (_, i) => line(265 + i * 36, 480, 240 + i * 40, 780, '#9fd3f0', 4, { opacity: 0.6 })),
    ].join(''),

  'paint-can': (p) =>
    [
      path('M 300 330 Q 500 120 700 330', 'none', { stroke: '#9aa0a6', 'stroke-width': 10 }),
      rect(270, 320, 460, 480, 'url(#s)', 10),
      ellipse(500, 800, 230, 40, '#80868c'),
      rect(270, 420, 460, 300, 'url(#mh)'),
      rect(320, 470, 360, 140, '#ffffff', 12, { opacity: 0.88 }),
      rect(350, 500, 200, 24, p.dark, 6),
      rect(350, 540, 140, 16, '#9aa0a6', 6),
      circle(620, 540, 44, p.main),
      ellipse(500, 320, 230, 44, 'url(#sv)'),
      ellipse(500, 320, 190, 32, p.main),
      path('M 330 330 Q 340 380 320 420 Q 350 420 352 370 L 360 330 Z', p.main),
    ].join(''),

  'stain-can': (p) =>
    [
      rect(300, 300, 400, 520, 'url(#s)', 20),
      rect(560, 240, 90, 70, 'url(#sv)', 10),
      rect(580, 210, 50, 40, '#2a2c30', 6),
      rect(300, 420, 400, 300, '#f4efe6'),
      path('M 320 600 Q 420 540 520 600 T 690 590 L 690 700 L 320 700 Z', 'url(#m)'),
      ...[480, 500, 520].map((y) => path(`M 330 ${y} Q 440 ${y - 20} 560 ${y} T 680 ${y}`, 'none', { stroke: p.main, 'stroke-width': 6, opacity: 0.7 })),
      rect(340, 440, 160, 22, p.dark, 6),
      line(320, 330, 320, 800, 'rgba(255,255,255,0.5)', 12),
    ].join(''),

  brush: (p) =>
    group(
      'rotate(28 500 500)',
      [
        path('M 440 120 Q 500 90 560 120 L 545 420 L 455 420 Z', 'url(#m)'),
        circle(500, 160, 14, '#ffffff', { opacity: 0.8 }),
        rect(430, 420, 140, 120, 'url(#s)', 10),
        ...[450, 480].map((y) => line(430, y, 570, y, '#7d838a', 4)),
        path('M 420 540 L 580 540 L 600 800 L 400 800 Z', '#d8c3a0'),
        path('M 404 740 L 596 740 L 600 800 Q 560 830 500 815 Q 440 830 400 800 Z', p.main),
        ...[440, 470, 500, 530, 560].map((x) => line(x, 560, x + (x - 500) * 0.12, 730, '#b79e74', 3)),
      ].join(''),
    ),

  roller: (p) =>
    [
      path('M 500 520 L 500 420 L 720 420 L 720 340', 'none', { stroke: 'url(#sv)', 'stroke-width': 16, 'stroke-linejoin': 'round' }),
      path('M 500 520 L 500 620 Q 500 660 470 690', 'none', { stroke: '#9aa0a6', 'stroke-width': 16 }),
      rect(420, 660, 80, 170, 'url(#m)', 30),
      rect(440, 700, 40, 100, p.dark, 14, { opacity: 0.5 }),
      rect(280, 220, 460, 150, 'url(#m)', 70),
      ...Array.from({ length: 12 }, (_, i) => line(310 + i * 36, 240, 305 + i * 36, 350, p.light, 4, { opacity: 0.5 })),
      ellipse(740, 295, 24, 75, p.dark),
    ].join(''),

  spade: () =>
    [
      path('M 440 110 Q 440 70 480 70 L 520 70 Q 560 70 560 110 L 560 180 L 530 180 L 530 120 L 470 120 L 470 180 L 440 180 Z', 'url(#m)'),
      rect(470, 160, 60, 440, 'url(#w)', 18),
      rect(455, 560, 90, 80, 'url(#m)', 12),
      path('M 400 630 L 600 630 L 610 820 Q 600 880 500 890 Q 400 880 390 820 Z', 'url(#sv)'),
      path('M 380 630 L 620 630 L 620 660 L 380 660 Z', 'url(#s)'),
      line(430, 680, 430, 840, '#ffffff', 6, { opacity: 0.6 }),
    ].join(''),

  'pruning-shears': () =>
    [
      path('M 470 430 Q 400 300 420 150 Q 470 180 500 300 L 510 430 Z', 'url(#sv)'),
      path('M 530 430 Q 600 320 580 200 Q 540 210 505 320 L 490 430 Z', 'url(#s)'),
      circle(500, 440, 34, 'url(#s)'),
      circle(500, 440, 12, '#5f656b'),
      path('M 470 450 Q 410 620 380 820 L 450 830 Q 480 640 510 470 Z', 'url(#m)'),
      path('M 530 450 Q 590 620 630 820 L 560 830 Q 530 640 490 470 Z', 'url(#m)'),
      path('M 480 560 Q 500 540 520 560', 'none', { stroke: '#c0c6cc', 'stroke-width': 8 }),
      rect(470, 500, 60, 20, '#2a2c30', 6),
    ].join(''),

  'hose-reel': (p) =>
    [
      path('M 330 820 L 300 260 L 340 250 L 380 820 Z', 'url(#m)'),
      path('M 670 820 L 700 260 L 660 250 L 620 820 Z', 'url(#m)'),
      rect(280, 220, 440, 50, 'url(#k)', 24),
      circle(500, 560, 230, p.dark),
      ...[210, 185, 160, 135].map((r) => circle(500, 560, r, 'none', { stroke: '#4caf50', 'stroke-width': 26 })),
      circle(500, 560, 100, 'url(#m)'),
      circle(500, 560, 26, 'url(#s)'),
      circle(330, 790, 50, 'url(#k)'),
      circle(670, 790, 50, 'url(#k)'),
      path('M 720 600 Q 820 640 820 760 L 860 800', 'none', { stroke: '#4caf50', 'stroke-width': 24, 'stroke-linecap': 'round' }),
      rect(830, 770, 80, 60, '#f39c12', 12),
    ].join(''),

  'watering-can': (p) =>
    [
      path('M 640 560 L 880 330 L 905 355 L 680 610 Z', 'url(#m)'),
      ellipse(900, 335, 36, 54, p.dark, { transform: 'rotate(45 900 335)' }),
      path('M 250 380 Q 250 330 300 330 L 620 330 Q 680 330 680 390 L 680 760 Q 680 820 620 820 L 310 820 Q 250 820 250 760 Z', 'url(#m)'),
      path('M 300 330 Q 300 170 460 170 Q 620 170 620 330 L 570 330 Q 570 220 460 220 Q 350 220 350 330 Z', 'url(#m)'),
      path('M 250 420 Q 150 450 160 600 Q 170 720 250 740 L 250 690 Q 210 680 205 600 Q 200 490 250 470 Z', 'url(#m)'),
      ellipse(465, 335, 160, 26, p.dark),
      line(290, 400, 290, 760, p.light, 12, { opacity: 0.45 }),
    ].join(''),

  'plant-pot': (p) =>
    [
      leaf(400, 300, 120, 42, -40),
      leaf(600, 290, 130, 44, 35),
      leaf(500, 220, 110, 40, -85),
      leaf(340, 400, 100, 36, -15),
      leaf(660, 400, 100, 36, 15),
      line(500, 470, 500, 260, '#3d7f3a', 10),
      path('M 280 470 L 720 470 L 660 820 L 340 820 Z', 'url(#m)'),
      rect(260, 440, 480, 70, 'url(#m)', 10),
      rect(260, 440, 480, 20, p.light, 8, { opacity: 0.5 }),
      ellipse(500, 450, 220, 18, 'url(#soil)'),
      line(330, 530, 370, 800, p.light, 10, { opacity: 0.35 }),
    ].join(''),

  'soil-bag': (p) =>
    [
      path('M 280 230 Q 300 200 340 210 L 660 210 Q 700 200 720 230 L 760 780 Q 760 830 700 830 L 300 830 Q 240 830 240 780 Z', 'url(#m)'),
      path('M 290 240 L 710 240', 'none', { stroke: p.dark, 'stroke-width': 14, 'stroke-dasharray': '20 10' }),
      rect(320, 330, 360, 300, '#fbf7ee', 20),
      ellipse(500, 560, 130, 40, 'url(#soil)'),
      leaf(450, 470, 70, 26, -40),
      leaf(550, 470, 70, 26, 40),
      line(500, 545, 500, 450, '#3d7f3a', 8),
      rect(330, 660, 340, 50, '#ffffff', 10, { opacity: 0.8 }),
      rect(350, 675, 200, 20, p.dark, 6),
    ].join(''),

  shelf: (p) =>
    [
      rect(220, 160, 30, 660, 'url(#m)', 6),
      rect(750, 160, 30, 660, 'url(#m)', 6),
      ...[200, 360, 520, 680, 800].map((y) => rect(200, y, 600, 26, 'url(#m)', 6) + rect(200, y + 26, 600, 8, p.dark, 2)),
      rect(290, 270, 120, 90, '#d9b98c', 6),
      rect(430, 300, 90, 60, '#c0392b', 6),
      ...[560, 600, 640, 680].map((x, i) => rect(x, 230 + (i % 2) * 20, 30, 130 - (i % 2) * 20, ['#2e5e9e', '#e8b931', '#3e7d4f', '#7f8c8d'][i]!, 4)),
      path('M 300 520 L 400 520 L 385 440 L 315 440 Z', '#c8663f'),
      leaf(330, 420, 40, 16, -50),
      leaf(370, 415, 40, 16, 50),
      rect(520, 590, 200, 90, '#ecf0f1', 8),
      rect(280, 740, 160, 60, '#95a5a6', 8),
    ].join(''),

  'storage-box': (p) =>
    [
      path('M 200 400 L 800 400 L 760 800 Q 755 830 725 830 L 275 830 Q 245 830 240 800 Z', 'url(#m)'),
      rect(170, 330, 660, 90, 'url(#m)', 20),
      rect(170, 330, 660, 24, p.light, 12, { opacity: 0.55 }),
      rect(420, 300, 160, 40, p.dark, 12),
      rect(260, 480, 480, 280, '#ffffff', 20, { opacity: 0.25 }),
      rect(420, 560, 160, 70, '#ffffff', 8, { opacity: 0.85 }),
      rect(160, 480, 40, 90, p.dark, 10),
      rect(800, 480, 40, 90, p.dark, 10),
    ].join(''),

  lamp: (p) =>
    [
      ellipse(500, 800, 170, 34, 'url(#m)'),
      rect(330, 770, 340, 30, 'url(#m)', 10),
      rect(488, 420, 24, 360, 'url(#s)', 6),
      path('M 330 180 L 670 180 L 760 450 L 240 450 Z', 'url(#m)'),
      path('M 250 440 L 750 440 L 760 450 L 240 450 Z', p.dark),
      ellipse(500, 452, 250, 20, 'url(#glow)', { opacity: 0.9 }),
      path('M 360 200 L 400 200 L 300 430 L 270 430 Z', '#ffffff', { opacity: 0.25 }),
    ].join(''),

  'mop-bucket': (p) =>
    [
      line(640, 90, 560, 560, 'url(#sv)', 22),
      path('M 250 420 L 750 420 L 700 820 Q 695 840 670 840 L 330 840 Q 305 840 300 820 Z', 'url(#m)'),
      rect(230, 400, 540, 50, 'url(#m)', 18),
      path('M 280 420 Q 500 180 720 420', 'none', { stroke: '#9aa0a6', 'stroke-width': 10 }),
      rect(380, 460, 240, 120, p.dark, 16, { opacity: 0.55 }),
      ...[410, 450, 490, 530, 570].map((x) => line(x, 480, x, 560, p.light, 8, { opacity: 0.6 })),
      ...[300, 340, 380].map((y) => line(300, y + 300, 700, y + 300, p.light, 4, { opacity: 0.3 })),
    ].join(''),

  ladder: () =>
    [
      path('M 380 150 L 250 830', 'none', { stroke: 'url(#sv)', 'stroke-width': 40, 'stroke-linecap': 'round' }),
      path('M 560 150 L 690 830', 'none', { stroke: 'url(#sv)', 'stroke-width': 40, 'stroke-linecap': 'round' }),
      path('M 600 150 L 800 830', 'none', { stroke: '#9aa0a6', 'stroke-width': 30, 'stroke-linecap': 'round' }),
      ...[0, 1, 2, 3, 4].map((i) => {
        const y = 300 + i * 120;
        const t = (y - 150) / 680;
        return rect(380 - 130 * t - 10, y, 180 + 260 * t + 20, 28, 'url(#sv)', 6);
      }),
      rect(350, 130, 260, 60, 'url(#m)', 14),
      ellipse(250, 835, 40, 12, 'url(#k)'),
      ellipse(690, 835, 40, 12, 'url(#k)'),
      ellipse(800, 835, 36, 12, 'url(#k)'),
    ].join(''),

  'garden-chair': (p) =>
    [
      path('M 320 500 L 280 830', 'none', { stroke: p.dark, 'stroke-width': 28, 'stroke-linecap': 'round' }),
      path('M 680 500 L 720 830', 'none', { stroke: p.dark, 'stroke-width': 28, 'stroke-linecap': 'round' }),
      path('M 340 160 Q 500 130 660 160 L 680 520 L 320 520 Z', 'url(#m)'),
      ...[230, 300, 370, 440].map((y) => line(345, y, 655, y, p.dark, 8, { opacity: 0.5 })),
      path('M 260 520 L 740 520 L 770 600 L 230 600 Z', 'url(#m)'),
      path('M 230 600 L 770 600 L 770 620 L 230 620 Z', p.dark),
      path('M 290 610 L 250 830', 'none', { stroke: 'url(#m)', 'stroke-width': 30, 'stroke-linecap': 'round' }),
      path('M 710 610 L 750 830', 'none', { stroke: 'url(#m)', 'stroke-width': 30, 'stroke-linecap': 'round' }),
    ].join(''),

  'garden-table': (p) =>
    [
      path('M 230 560 L 200 830', 'none', { stroke: p.dark, 'stroke-width': 30, 'stroke-linecap': 'round' }),
      path('M 770 560 L 800 830', 'none', { stroke: p.dark, 'stroke-width': 30, 'stroke-linecap': 'round' }),
      path('M 330 520 L 330 760', 'none', { stroke: p.dark, 'stroke-width': 24, 'stroke-linecap': 'round', opacity: 0.7 }),
      path('M 670 520 L 670 760', 'none', { stroke: p.dark, 'stroke-width': 24, 'stroke-linecap': 'round', opacity: 0.7 }),
      path('M 260 420 L 740 420 L 880 540 L 120 540 Z', 'url(#m)'),
      ...[0.2, 0.4, 0.6, 0.8].map((t) => line(260 + (120 - 260) * 0 + 480 * t, 420, 120 + 760 * t, 540, p.dark, 5, { opacity: 0.5 })),
      rect(120, 540, 760, 30, p.dark, 4),
      ellipse(500, 480, 20, 8, '#2a2c30', { opacity: 0.6 }),
    ].join(''),

  parasol: (p) =>
    [
      rect(488, 300, 24, 500, 'url(#s)', 8),
      path('M 380 800 L 620 800 L 640 840 L 360 840 Z', 'url(#k)'),
      path('M 120 420 Q 500 90 880 420 Q 820 400 770 440 Q 700 395 630 440 Q 565 395 500 440 Q 435 395 370 440 Q 300 395 230 440 Q 180 400 120 420 Z', 'url(#m)'),
      ...[230, 370, 630, 770].map((x) => path(`M 500 170 Q ${(500 + x) / 2} 280 ${x} 435`, 'none', { stroke: p.dark, 'stroke-width': 4, opacity: 0.5 })),
      circle(500, 165, 18, 'url(#s)'),
      rect(470, 560, 60, 30, '#5f656b', 8),
    ].join(''),

  barbecue: () =>
    [
      line(360, 600, 290, 820, '#5f656b', 18),
      line(640, 600, 710, 820, '#5f656b', 18),
      line(500, 620, 500, 780, '#5f656b', 18),
      line(300, 760, 700, 760, '#5f656b', 10),
      circle(700, 810, 34, 'url(#k)'),
      path('M 260 470 Q 260 680 500 680 Q 740 680 740 470 Z', 'url(#m)'),
      path('M 250 460 Q 250 220 500 220 Q 750 220 750 460 Z', 'url(#m)'),
      rect(240, 455, 520, 24, 'url(#sv)', 6),
      rect(450, 200, 100, 34, 'url(#k)', 12),
      circle(500, 330, 34, '#f3f1ea'),
      line(500, 330, 520, 312, '#c0392b', 5),
      ...[360, 640].map((x) => circle(x, 600, 22, 'url(#s)')),
      path('M 320 300 Q 360 250 420 240', 'none', { stroke: 'rgba(255,255,255,0.5)', 'stroke-width': 14, 'stroke-linecap': 'round' }),
    ].join(''),

  'solar-light': () =>
    [
      path('M 485 600 L 515 600 L 500 860 Z', 'url(#k)'),
      rect(420, 560, 160, 50, 'url(#m)', 10),
      rect(430, 360, 140, 210, 'url(#gl)', 16),
      rect(430, 360, 140, 210, '#fff3c4', 16, { opacity: 0.55 }),
      circle(500, 465, 34, 'url(#glow)'),
      path('M 380 370 L 620 370 L 560 300 L 440 300 Z', 'url(#m)'),
      path('M 450 306 L 550 306 L 590 356 L 410 356 Z', '#1d3557'),
      ...[470, 500, 530].map((x) => line(x, 310, x + (x - 500) * 0.6, 352, '#457b9d', 3)),
    ].join(''),

  lantern: (p) =>
    [
      path('M 500 130 m -40 0 a 40 40 0 1 0 80 0 a 40 40 0 1 0 -80 0', 'none', { stroke: 'url(#sv)', 'stroke-width': 14 }),
      path('M 330 300 L 670 300 L 560 170 L 440 170 Z', 'url(#m)'),
      rect(340, 300, 320, 440, 'url(#m)', 12),
      rect(375, 330, 250, 380, 'url(#gl)', 6),
      rect(375, 330, 250, 380, '#ffe9a8', 6, { opacity: 0.45 }),
      rect(470, 560, 60, 130, '#f7f3e8', 8),
      path('M 500 480 Q 530 520 500 555 Q 470 520 500 480 Z', 'url(#glow)'),
      line(500, 330, 500, 710, p.dark, 10),
      line(375, 520, 625, 520, p.dark, 10),
      rect(320, 740, 360, 50, 'url(#m)', 10),
    ].join(''),
};
