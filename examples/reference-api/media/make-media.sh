#!/usr/bin/env bash
# Makes the sample media committed beside this script: two narrated lessons, each as HLS (three video
# renditions + one audio rendition, 2 s segments), a processed MP4, an "original" MP4, a poster and
# WebVTT captions whose cues are the narration, and seek-preview thumbnails (one JPEG sprite and a WebVTT
# track of `#xywh=` cues); the first lesson also gets an MP3.
# Needs ffmpeg, ffprobe and espeak-ng (Debian packages); nothing here is needed at run time.
# `make-media.sh thumbnails` makes only the thumbnails, from each lesson's existing processed.mp4.
set -euo pipefail
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FPS=24
SEG=2

duration() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }
vtt_time() { awk -v t="$1" 'BEGIN { ms = int(t * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", ms/3600000, (ms/60000)%60, (ms/1000)%60, ms%1000 }'; }

# make_item ID "TITLE" COLOR WITH_MP3 < sentences (one per line)
make_item() {
  local id=$1 title=$2 color=$3 with_mp3=$4
  local dir=$id tmp
  tmp=$(mktemp -d)
  rm -rf "$dir" && mkdir -p "$dir/hls"
  mapfile -t sentences

  # Narration: one WAV per sentence, padded with a pause, then joined; the cues follow the sentences.
  local start=0 i=0 list="$tmp/list.txt"
  : >"$list"
  printf 'WEBVTT\n\n' >"$dir/captions.pt.vtt"
  for s in "${sentences[@]}"; do
    espeak-ng -v pt-br -s 150 -w "$tmp/raw$i.wav" "$s"
    ffmpeg -v error -y -i "$tmp/raw$i.wav" -af "apad=pad_dur=0.6" -ar 44100 -ac 1 "$tmp/s$i.wav"
    local d end
    d=$(duration "$tmp/raw$i.wav")
    end=$(awk -v a="$start" -v b="$d" 'BEGIN { print a + b }')
    printf '%s\n%s --> %s\n%s\n\n' "$((i + 1))" "$(vtt_time "$start")" "$(vtt_time "$end")" "$s" >>"$dir/captions.pt.vtt"
    start=$(awk -v a="$start" -v b="$(duration "$tmp/s$i.wav")" 'BEGIN { print a + b }')
    echo "file '$tmp/s$i.wav'" >>"$list"
    i=$((i + 1))
  done
  ffmpeg -v error -y -f concat -safe 0 -i "$list" -c copy "$tmp/narration.wav"
  local total
  total=$(duration "$tmp/narration.wav")

  # One picture for every rendition: a slide with the title, a clock, a bar that grows with the time and
  # the rendition name (so a test or a person can see which one plays).
  slide() { # WIDTH HEIGHT LABEL
    local w=$1 h=$2 label=$3 fs=$(($2 / 14))
    local bar=$((h / 30))
    echo "color=c=$color:s=${w}x${h}:r=$FPS:d=$total[bg];color=c=white:s=${w}x${bar}:r=$FPS:d=$total[bar];[bg][bar]overlay=x='-w+W*t/$total':y=H*0.9:eval=frame,drawtext=fontfile=$FONT_BOLD:text='$title':fontcolor=white:fontsize=$fs:x=(w-text_w)/2:y=h*0.30,drawtext=fontfile=$FONT:text='Sphere Player · %{pts\\:hms}':fontcolor=white@0.85:fontsize=$((fs * 2 / 3)):x=(w-text_w)/2:y=h*0.50,drawtext=fontfile=$FONT:text='$label':fontcolor=yellow:fontsize=$((fs * 2 / 3)):x=w*0.04:y=h*0.06[out0]"
  }
  local x264=(-c:v libx264 -profile:v main -level 3.1 -pix_fmt yuv420p -preset medium -g $((FPS * SEG)) -keyint_min $((FPS * SEG)) -sc_threshold 0)

  # HLS video renditions (video only; the audio is its own rendition, so audio-only play can use it).
  local master="$dir/hls/master.m3u8"
  printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n' >"$master"
  printf '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Português",LANGUAGE="pt",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"\n' >>"$master"
  mkdir -p "$dir/hls/audio"
  ffmpeg -v error -y -i "$tmp/narration.wav" -c:a aac -b:a 64k -ac 1 -f hls -hls_time $SEG -hls_playlist_type vod \
    -hls_segment_filename "$dir/hls/audio/seg_%03d.ts" "$dir/hls/audio/index.m3u8"
  for spec in "426:240:90k" "854:480:220k" "1280:720:450k"; do
    IFS=: read -r w h rate <<<"$spec"
    local name="${h}p"
    mkdir -p "$dir/hls/$name"
    ffmpeg -v error -y -f lavfi -i "$(slide "$w" "$h" "$name")" "${x264[@]}" -crf 30 -maxrate "$rate" -bufsize "$rate" -an \
      -f hls -hls_time $SEG -hls_playlist_type vod -hls_segment_filename "$dir/hls/$name/seg_%03d.ts" "$dir/hls/$name/index.m3u8"
    # BANDWIDTH is the encoder's cap (a valid upper bound) plus the audio, so the ladder stays distinct
    # although the slides compress far below it.
    printf '#EXT-X-STREAM-INF:BANDWIDTH=%d,RESOLUTION=%dx%d,FRAME-RATE=%d.000,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="aac"\n%s/index.m3u8\n' \
      $((${rate%k} * 1000 + 64000)) "$w" "$h" $FPS "$name" >>"$master"
  done

  # Progressive files: processed (360p) and original (720p, higher quality), both with sound.
  ffmpeg -v error -y -f lavfi -i "$(slide 640 360 'Processado')" -i "$tmp/narration.wav" "${x264[@]}" -crf 30 -maxrate 250k -bufsize 500k \
    -c:a aac -b:a 64k -ac 1 -shortest -movflags +faststart "$dir/processed.mp4"
  ffmpeg -v error -y -f lavfi -i "$(slide 1280 720 'Original')" -i "$tmp/narration.wav" "${x264[@]}" -crf 24 -maxrate 900k -bufsize 1800k \
    -c:a aac -b:a 96k -ac 1 -shortest -movflags +faststart "$dir/original.mp4"
  if [ "$with_mp3" = yes ]; then
    ffmpeg -v error -y -i "$tmp/narration.wav" -c:a libmp3lame -b:a 48k "$dir/audio.mp3"
  fi
  ffmpeg -v error -y -f lavfi -i "$(slide 1280 720 '')" -ss 1 -frames:v 1 -q:v 4 "$dir/poster.jpg"
  printf '%s\n' "$total" >"$dir/duration.txt"
  rm -rf "$tmp"
  echo "$id: ${total}s, $(du -sh "$dir" | cut -f1)"
}

# make_thumbnails ID: a sprite of 160x90 tiles, one every THUMB_EVERY seconds of processed.mp4, THUMB_COLS a
# row, and thumbnails.vtt whose cues point at the tiles (sprite.jpg#xywh=x,y,w,h), for the seek preview.
THUMB_EVERY=3
THUMB_COLS=5
make_thumbnails() {
  local dir=$1 total count rows i
  total=$(duration "$dir/processed.mp4")
  count=$(awk -v t="$total" -v e=$THUMB_EVERY 'BEGIN { n = int(t / e); if (n * e < t) n++; print n }')
  rows=$(((count + THUMB_COLS - 1) / THUMB_COLS))
  ffmpeg -v error -y -i "$dir/processed.mp4" -vf "fps=1/$THUMB_EVERY,scale=160:90,tile=${THUMB_COLS}x$rows" \
    -frames:v 1 -q:v 7 "$dir/thumbnails.jpg"
  printf 'WEBVTT\n\n' >"$dir/thumbnails.vtt"
  for ((i = 0; i < count; i++)); do
    local from to
    from=$((i * THUMB_EVERY))
    to=$(awk -v a=$(((i + 1) * THUMB_EVERY)) -v t="$total" 'BEGIN { print (a < t ? a : t) }')
    printf '%s --> %s\nthumbnails.jpg#xywh=%d,%d,160,90\n\n' "$(vtt_time "$from")" "$(vtt_time "$to")" \
      $((i % THUMB_COLS * 160)) $((i / THUMB_COLS * 90)) >>"$dir/thumbnails.vtt"
  done
  echo "$dir: $count thumbnails, $(du -h "$dir/thumbnails.jpg" | cut -f1)"
}

if [ "${1:-}" = thumbnails ]; then
  make_thumbnails licao-fotossintese
  make_thumbnails seguranca-senhas
  exit 0
fi

make_item licao-fotossintese "Lição 1 · Fotossíntese" 0x1d4e3a yes <<'TXT'
Olá! Nesta lição vamos estudar a fotossíntese, o processo que sustenta quase toda a vida na Terra.
As plantas capturam a energia da luz do sol usando um pigmento verde chamado clorofila.
A clorofila fica dentro dos cloroplastos, pequenas estruturas presentes nas células das folhas.
Pelas raízes, a planta absorve água; pelas folhas, ela recebe gás carbônico do ar.
Com a energia da luz, a planta transforma água e gás carbônico em glicose, um açúcar que serve de alimento.
Como resultado do processo, a planta libera oxigênio para a atmosfera.
A fotossíntese acontece em duas etapas: a fase clara, que depende da luz, e a fase escura, chamada ciclo de Calvin.
Na fase clara, a água é quebrada e o oxigênio é liberado.
No ciclo de Calvin, o gás carbônico é fixado e transformado em glicose.
Resumindo: luz, água e gás carbônico entram; glicose e oxigênio saem. Até a próxima aula!
TXT

make_item seguranca-senhas "Segurança · Senhas fortes" 0x3a2d5c no <<'TXT'
Bem-vindo ao módulo de segurança da informação da empresa.
Uma senha forte tem pelo menos doze caracteres e mistura letras, números e símbolos.
Nunca reutilize a mesma senha em sistemas diferentes.
Ative a autenticação em dois fatores sempre que ela estiver disponível.
Se receber um pedido de senha por e-mail, desconfie e avise a equipe de segurança.
TXT
make_thumbnails licao-fotossintese
make_thumbnails seguranca-senhas
du -sh .
