import DownloadIcon from '@mui/icons-material/Download';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  Menu,
  MenuItem,
  Slider,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { API_BASE_URL } from '../../dataProvider/config';

/** Spec §4, §9 (S04). */
export const PLAYBACK_SPEEDS = [1, 1.5, 1.75, 2] as const;
/** After the end, the recording goes back to the start this much later. */
export const RESET_DELAY_MS = 1000;
export const PROGRESS_WIDTH = 115;

/** Props of the one audio player of the app (call lists, call dialog, customer detail). */
export interface AudioPlayerProps {
  /** The recording's URL (http(s), or a path of the API such as `/__demo/recording/3.wav`). */
  readonly src: string;
  /** Accessible name of the player (e.g. "recording of the call at 10:32"). */
  readonly label?: string;
  /** Show the download link (the caller checks `user_view.download_audio`). */
  readonly downloadable?: boolean;
}

export type PlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** Where a recording is played from: http(s) as it is, an absolute path under the API's base. */
export function recordingUrl(src: string, base: string = API_BASE_URL): string | undefined {
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (/^\/(?!\/)/.test(value)) return `${base.replace(/\/+$/, '')}${value}`;
  return undefined;
}

/** The player that plays now: starting another one pauses it (S04). */
let playing: HTMLAudioElement | undefined;

function claim(audio: HTMLAudioElement): void {
  if (playing && playing !== audio) playing.pause();
  playing = audio;
}

function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The audio player (spec §4, S04): loading until playable, then playing or paused; speeds 1, 1.5,
 * 1.75 and 2; a 115 px progress bar; back to the start 1 s after the end; starting one pauses
 * every other; the download link only when `downloadable`.
 */
export function AudioPlayer({ src, label, downloadable = false }: AudioPlayerProps) {
  const translate = useTranslate();
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>('idle');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState<number>(1);
  const [speedMenu, setSpeedMenu] = useState<HTMLElement | null>(null);
  const url = recordingUrl(src);

  useEffect(() => {
    const node = audio.current;
    if (!node) return;
    let reset: ReturnType<typeof setTimeout> | undefined;
    const on: [string, () => void][] = [
      ['playing', () => setState('playing')],
      ['waiting', () => setState('loading')],
      ['pause', () => setState((s) => (s === 'error' ? s : 'paused'))],
      ['timeupdate', () => setTime(node.currentTime)],
      ['durationchange', () => setDuration(Number.isFinite(node.duration) ? node.duration : 0)],
      ['error', () => setState('error')],
      [
        'play',
        () => {
          clearTimeout(reset);
          claim(node);
        },
      ],
      [
        'ended',
        () => {
          setState('paused');
          reset = setTimeout(() => {
            node.currentTime = 0;
            setTime(0);
          }, RESET_DELAY_MS);
        },
      ],
    ];
    on.forEach(([type, listener]) => node.addEventListener(type, listener));
    return () => {
      clearTimeout(reset);
      on.forEach(([type, listener]) => node.removeEventListener(type, listener));
      if (playing === node) {
        node.pause();
        playing = undefined;
      }
    };
  }, []);

  if (!url) return null;

  const toggle = () => {
    const node = audio.current;
    if (!node) return;
    if (state === 'playing' || state === 'loading') {
      node.pause();
      return;
    }
    if (node.readyState < 3) setState('loading');
    node.playbackRate = speed;
    node.play().catch((error: unknown) => {
      // A pause before the start rejects the promise: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState('error');
    });
  };
  const chooseSpeed = (value: number) => {
    setSpeed(value);
    if (audio.current) audio.current.playbackRate = value;
    setSpeedMenu(null);
  };
  const busy = state === 'loading';
  const active = state === 'playing' || busy;

  return (
    <Box
      role="group"
      aria-label={label ?? translate('app.calls.player.label')}
      data-testid="audio-player"
      data-state={state}
      onClick={(e) => e.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <audio ref={audio} src={url} preload="none" />
      <Tooltip title={translate(active ? 'app.calls.player.pause' : 'app.calls.player.play')}>
        <IconButton
          size="small"
          color="primary"
          onClick={toggle}
          aria-label={translate(active ? 'app.calls.player.pause' : 'app.calls.player.play')}
          data-testid="audio-toggle"
        >
          {busy ? (
            <CircularProgress size={18} aria-label={translate('app.calls.player.loading')} />
          ) : state === 'playing' ? (
            <PauseIcon fontSize="small" />
          ) : (
            <PlayArrowIcon fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
      <Slider
        size="small"
        value={duration > 0 ? Math.min(time, duration) : 0}
        max={duration > 0 ? duration : 1}
        step={0.1}
        disabled={duration <= 0}
        onChange={(_e, value) => {
          const next = Array.isArray(value) ? value[0] : value;
          if (audio.current) audio.current.currentTime = next;
          setTime(next);
        }}
        aria-label={translate('app.calls.player.progress')}
        getAriaValueText={(v) => clock(v)}
        sx={{ width: PROGRESS_WIDTH, mx: 0.5, py: 1 }}
      />
      <Typography
        variant="caption"
        color={state === 'error' ? 'error' : 'text.secondary'}
        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 64 }}
        data-testid="audio-time"
      >
        {state === 'error' ? translate('app.calls.player.error') : `${clock(time)} / ${clock(duration)}`}
      </Typography>
      <Tooltip title={translate('app.calls.player.speed')}>
        <Button
          size="small"
          variant="text"
          onClick={(e) => setSpeedMenu(e.currentTarget)}
          aria-label={`${translate('app.calls.player.speed')}: ${speed}x`}
          aria-haspopup="menu"
          data-testid="audio-speed"
          sx={{ minWidth: 0, px: 0.75, textTransform: 'none', fontVariantNumeric: 'tabular-nums' }}
        >
          {`${speed}x`}
        </Button>
      </Tooltip>
      <Menu anchorEl={speedMenu} open={!!speedMenu} onClose={() => setSpeedMenu(null)}>
        {PLAYBACK_SPEEDS.map((value) => (
          <MenuItem key={value} selected={value === speed} onClick={() => chooseSpeed(value)} dense>
            {`${value}x`}
          </MenuItem>
        ))}
      </Menu>
      {downloadable && (
        <Tooltip title={translate('app.calls.player.download')}>
          <IconButton size="small" href={url} download aria-label={translate('app.calls.player.download')}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
