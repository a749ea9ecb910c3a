/** A fatal playback error, as the player hands it to the store (a type of its own: the player and the store share it). */
export interface PlaybackFault {
  /** For the log: the error's code and message. */
  detail: string;
  /**
   * The media itself cannot be decoded here (MEDIA_ERR_DECODE: a corrupt file, a codec this browser cannot
   * play, every rendition excluded by VHS): loading it again cannot help, so no retry is offered.
   */
  undecodable: boolean;
}
